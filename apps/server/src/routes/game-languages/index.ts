import {
  CountryOptions,
  IdBody,
  LangMessages,
  LangNames,
  LanguageAddBody,
  LanguageOptions,
  LanguageResponse,
  LanguagesList,
  LanguageUpdateBody,
  paths,
} from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../route-errors.js';
import { adding, changing, listing, readingById } from '../../catalogue-calls.js';
import * as languages from '../../modules/game-languages/service.js';

/** Game languages (admin only), the texts they translate, and the options any user may read. */
const gameLanguagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.authorize('admin');
  const signedIn = app.authorize();

  app.get(paths.languagesList, {
    onRequest: admin,
    ...listing(LanguagesList, () => languages.listLanguages(app.db)),
  });

  app.post(paths.languagesAdd, {
    onRequest: admin,
    ...adding(LanguageAddBody, (body) => languages.addLanguage(app.db, app.cache, body)),
  });

  app.get(paths.languagesGet, {
    onRequest: admin,
    ...readingById(LanguageResponse, (id) => languages.getLanguage(app.db, id)),
  });

  app.post(paths.languagesUpdate, {
    onRequest: admin,
    ...changing(LanguageUpdateBody, (body) =>
      languages.updateLanguage(app.db, app.cache, body.language),
    ),
  });

  app.post(paths.languagesDelete, {
    onRequest: admin,
    ...changing(IdBody, (body) => languages.deleteLanguage(app.db, app.cache, body.id), 409),
  });

  app.get(paths.langMessages, {
    onRequest: admin,
    ...listing(LangMessages, () => languages.listSystemMessages(app.db)),
  });

  app.get(paths.langNames, {
    onRequest: admin,
    ...listing(LangNames, () => languages.langNames(app.db)),
  });

  app.get(
    paths.languagesOptions,
    { onRequest: signedIn, schema: { response: { 200: LanguageOptions, ...errors(401) } } },
    () => languages.listLanguageOptions(app.db),
  );

  app.get(
    paths.countriesOptions,
    { onRequest: signedIn, schema: { response: { 200: CountryOptions, ...errors(401) } } },
    () => languages.countryOptions(app.db),
  );
};

export default gameLanguagesRoutes;
