import {
  CreatedResponse,
  AdminLanguageAddBody,
  AdminLanguageDeleteBody,
  AdminLanguageResponse,
  AdminLanguagesList,
  AdminLanguageUpdateBody,
  IdQuery,
  LangAdminMessages,
  NoContent,
  paths,
} from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../route-errors.js';
import { created, noContent } from '../../route-answers.js';
import * as adminLanguages from '../../modules/admin-languages/service.js';

/** Back-office languages and the labels they translate (admin only). */
const adminLanguagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.authorize('admin');

  app.get(
    paths.adminLanguagesList,
    { onRequest: admin, schema: { response: { 200: AdminLanguagesList, ...errors(401, 403) } } },
    () => adminLanguages.listAdminLanguages(app.db),
  );

  app.post(
    paths.adminLanguagesAdd,
    {
      onRequest: admin,
      schema: {
        body: AdminLanguageAddBody,
        response: { 201: CreatedResponse, ...errors(401, 403) },
      },
    },
    created((req) => adminLanguages.addAdminLanguage(app.db, app.cache, req.body)),
  );

  app.get(
    paths.adminLanguagesGet,
    {
      onRequest: admin,
      schema: {
        querystring: IdQuery,
        response: { 200: AdminLanguageResponse, ...errors(401, 403, 404) },
      },
    },
    (req) => adminLanguages.getAdminLanguage(app.db, req.query.id),
  );

  app.post(
    paths.adminLanguagesUpdate,
    {
      onRequest: admin,
      schema: {
        body: AdminLanguageUpdateBody,
        response: { 204: NoContent, ...errors(401, 403, 404) },
      },
    },
    noContent((req) => adminLanguages.updateAdminLanguage(app.db, app.cache, req.body.language)),
  );

  app.post(
    paths.adminLanguagesDelete,
    {
      onRequest: admin,
      schema: {
        body: AdminLanguageDeleteBody,
        response: { 204: NoContent, ...errors(401, 403, 404) },
      },
    },
    noContent((req) => adminLanguages.deleteAdminLanguage(app.db, app.cache, req.body.language.id)),
  );

  app.get(
    paths.langAdminMessages,
    { onRequest: admin, schema: { response: { 200: LangAdminMessages, ...errors(401, 403) } } },
    () => adminLanguages.listLabels(app.db),
  );
};

export default adminLanguagesRoutes;
