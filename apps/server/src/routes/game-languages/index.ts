import * as api from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../route-errors.js';
import { adding, changing, listing, readingById } from '../../catalogue-calls.js';
import * as languages from '../../modules/game-languages/service.js';

/** Game languages (admin only), the texts they translate, and the options any user may read. */
const gameLanguagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.authorize('admin');
  const signedIn = app.authorize();

  app.get(api.paths.languagesList, {
    onRequest: admin,
    ...listing(api.LanguagesList, () => languages.listLanguages(app.db)),
  });

  app.post(api.paths.languagesAdd, {
    onRequest: admin,
    ...adding(api.LanguageAddBody, (body) => languages.addLanguage(app.db, app.cache, body)),
  });

  app.get(api.paths.languagesGet, {
    onRequest: admin,
    ...readingById(api.LanguageResponse, (id) => languages.getLanguage(app.db, id)),
  });

  app.post(api.paths.languagesUpdate, {
    onRequest: admin,
    ...changing(api.LanguageUpdateBody, (body) =>
      languages.updateLanguage(app.db, app.cache, body.language),
    ),
  });

  app.post(api.paths.languagesDelete, {
    onRequest: admin,
    ...changing(api.IdBody, (body) => languages.deleteLanguage(app.db, app.cache, body.id), 409),
  });

  app.get(api.paths.langMessages, {
    onRequest: admin,
    ...listing(api.LangMessages, () => languages.listSystemMessages(app.db)),
  });

  app.get(api.paths.langNames, {
    onRequest: admin,
    ...listing(api.LangNames, () => languages.langNames(app.db)),
  });

  app.get(
    api.paths.languagesOptions,
    { onRequest: signedIn, schema: { response: { 200: api.LanguageOptions, ...errors(401) } } },
    () => languages.listLanguageOptions(app.db),
  );

  app.get(
    api.paths.countriesOptions,
    { onRequest: signedIn, schema: { response: { 200: api.CountryOptions, ...errors(401) } } },
    () => languages.countryOptions(app.db),
  );
};

export default gameLanguagesRoutes;
