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
import { adding, changing, listing, readingById } from '../../route-schemas.js';
import { created, noContent } from '../../route-answers.js';
import * as languages from '../../modules/game-languages/service.js';

/** Game languages (admin only), the texts they translate, and the options any user may read. */
const gameLanguagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.authorize('admin');
  const signedIn = app.authorize();

  app.get(paths.languagesList, { onRequest: admin, schema: listing(LanguagesList) }, () =>
    languages.listLanguages(app.db),
  );

  app.post(
    paths.languagesAdd,
    { onRequest: admin, schema: adding(LanguageAddBody) },
    created((req) => languages.addLanguage(app.db, app.cache, req.body)),
  );

  app.get(paths.languagesGet, { onRequest: admin, schema: readingById(LanguageResponse) }, (req) =>
    languages.getLanguage(app.db, req.query.id),
  );

  app.post(
    paths.languagesUpdate,
    { onRequest: admin, schema: changing(LanguageUpdateBody) },
    noContent((req) => languages.updateLanguage(app.db, app.cache, req.body.language)),
  );

  app.post(
    paths.languagesDelete,
    { onRequest: admin, schema: changing(IdBody, 409) },
    noContent((req) => languages.deleteLanguage(app.db, app.cache, req.body.id)),
  );

  app.get(paths.langMessages, { onRequest: admin, schema: listing(LangMessages) }, () =>
    languages.listSystemMessages(app.db),
  );

  app.get(paths.langNames, { onRequest: admin, schema: listing(LangNames) }, () =>
    languages.langNames(app.db),
  );

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
