import {
  CreatedResponse,
  AdminLanguageAddBody,
  AdminLanguageDeleteBody,
  AdminLanguageResponse,
  AdminLanguagesList,
  AdminLanguageUpdateBody,
  IdQuery,
  LangAdminMessages,
  paths,
} from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as adminLanguages from '../../modules/admin-languages/service.js';
import { invalidateOnWrite } from '../../plugins/cache.js';

/** Back-office languages and the labels they translate (admin only). */
const adminLanguagesRoutes: FastifyPluginAsyncZod = async (app) => {
  invalidateOnWrite(app, 'admin-labels');
  const admin = app.authorize('admin');

  app.get(
    paths.adminLanguagesList,
    { onRequest: admin, schema: { response: { 200: AdminLanguagesList } } },
    () => adminLanguages.listAdminLanguages(app.db),
  );

  app.post(
    paths.adminLanguagesAdd,
    {
      onRequest: admin,
      schema: { body: AdminLanguageAddBody, response: { 201: CreatedResponse } },
    },
    async (req, reply) =>
      reply.status(201).send({ id: await adminLanguages.addAdminLanguage(app.db, req.body) }),
  );

  app.get(
    paths.adminLanguagesGet,
    {
      onRequest: admin,
      schema: { querystring: IdQuery, response: { 200: AdminLanguageResponse } },
    },
    (req) => adminLanguages.getAdminLanguage(app.db, req.query.id),
  );

  app.post(
    paths.adminLanguagesUpdate,
    { onRequest: admin, schema: { body: AdminLanguageUpdateBody } },
    async (req, reply) => {
      await adminLanguages.updateAdminLanguage(app.db, req.body.language);
      return reply.status(204).send();
    },
  );

  app.post(
    paths.adminLanguagesDelete,
    { onRequest: admin, schema: { body: AdminLanguageDeleteBody } },
    async (req, reply) => {
      await adminLanguages.deleteAdminLanguage(app.db, req.body.language.id);
      return reply.status(204).send();
    },
  );

  app.get(
    paths.langAdminMessages,
    { onRequest: admin, schema: { response: { 200: LangAdminMessages } } },
    () => adminLanguages.listLabels(app.db),
  );
};

export default adminLanguagesRoutes;
