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
  paths,
} from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as languages from '../../modules/game-languages/service.js';
import { invalidateOnWrite } from '../../plugins/cache.js';

/** Game languages (admin only), the texts they translate, and the options any user may read. */
const gameLanguagesRoutes: FastifyPluginAsyncZod = async (app) => {
  invalidateOnWrite(app, 'game-texts');
  const admin = app.authorize('admin');
  const signedIn = app.authorize();

  app.get(
    paths.languagesList,
    { onRequest: admin, schema: { response: { 200: LanguagesList } } },
    () => languages.listLanguages(app.db),
  );

  app.post(
    paths.languagesAdd,
    { onRequest: admin, schema: { body: LanguageAddBody, response: { 201: CreatedResponse } } },
    async (req, reply) =>
      reply.status(201).send({ id: await languages.addLanguage(app.db, req.body) }),
  );

  app.get(
    paths.languagesGet,
    { onRequest: admin, schema: { querystring: IdQuery, response: { 200: LanguageResponse } } },
    (req) => languages.getLanguage(app.db, req.query.id),
  );

  app.post(
    paths.languagesUpdate,
    { onRequest: admin, schema: { body: LanguageUpdateBody } },
    async (req, reply) => {
      await languages.updateLanguage(app.db, req.body.language);
      return reply.status(204).send();
    },
  );

  app.post(
    paths.languagesDelete,
    { onRequest: admin, schema: { body: IdBody } },
    async (req, reply) => {
      await languages.deleteLanguage(app.db, req.body.id);
      return reply.status(204).send();
    },
  );

  app.get(
    paths.langMessages,
    { onRequest: admin, schema: { response: { 200: LangMessages } } },
    () => languages.listSystemMessages(app.db),
  );

  app.get(paths.langNames, { onRequest: admin, schema: { response: { 200: LangNames } } }, () =>
    languages.langNames(app.db),
  );

  app.get(
    paths.languagesOptions,
    { onRequest: signedIn, schema: { response: { 200: LanguageOptions } } },
    () => languages.listLanguageOptions(app.db),
  );

  app.get(
    paths.countriesOptions,
    { onRequest: signedIn, schema: { response: { 200: CountryOptions } } },
    () => languages.countryOptions(app.db),
  );
};

export default gameLanguagesRoutes;
