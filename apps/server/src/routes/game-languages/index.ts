import {
  CreatedResponse,
  CountryOptions,
  IdBody,
  IdQuery,
  LangMessages,
  LangNames,
  LanguageAddBody,
  LanguageOptions,
  LanguageResponse,
  LanguagesList,
  LanguageUpdateBody,
  NoContent,
  paths,
} from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../route-errors.js';
import { created, noContent } from '../../route-answers.js';
import * as languages from '../../modules/game-languages/service.js';

/** Game languages (admin only), the texts they translate, and the options any user may read. */
const gameLanguagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.authorize('admin');
  const signedIn = app.authorize();

  app.get(
    paths.languagesList,
    { onRequest: admin, schema: { response: { 200: LanguagesList, ...errors(401, 403) } } },
    () => languages.listLanguages(app.db),
  );

  app.post(
    paths.languagesAdd,
    {
      onRequest: admin,
      schema: { body: LanguageAddBody, response: { 201: CreatedResponse, ...errors(401, 403) } },
    },
    created((req) => languages.addLanguage(app.db, app.cache, req.body)),
  );

  app.get(
    paths.languagesGet,
    {
      onRequest: admin,
      schema: {
        querystring: IdQuery,
        response: { 200: LanguageResponse, ...errors(401, 403, 404) },
      },
    },
    (req) => languages.getLanguage(app.db, req.query.id),
  );

  app.post(
    paths.languagesUpdate,
    {
      onRequest: admin,
      schema: { body: LanguageUpdateBody, response: { 204: NoContent, ...errors(401, 403, 404) } },
    },
    noContent((req) => languages.updateLanguage(app.db, app.cache, req.body.language)),
  );

  app.post(
    paths.languagesDelete,
    {
      onRequest: admin,
      schema: { body: IdBody, response: { 204: NoContent, ...errors(401, 403, 404, 409) } },
    },
    noContent((req) => languages.deleteLanguage(app.db, app.cache, req.body.id)),
  );

  app.get(
    paths.langMessages,
    { onRequest: admin, schema: { response: { 200: LangMessages, ...errors(401, 403) } } },
    () => languages.listSystemMessages(app.db),
  );

  app.get(
    paths.langNames,
    { onRequest: admin, schema: { response: { 200: LangNames, ...errors(401, 403) } } },
    () => languages.langNames(app.db),
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
