import {
  AdminLanguageAddBody,
  AdminLanguageDeleteBody,
  AdminLanguageResponse,
  AdminLanguagesList,
  AdminLanguageUpdateBody,
  LangAdminMessages,
  paths,
} from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adding, changing, listing, readingById } from '../../route-schemas.js';
import { created, noContent } from '../../route-answers.js';
import * as adminLanguages from '../../modules/admin-languages/service.js';

/** Back-office languages and the labels they translate (admin only). */
const adminLanguagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.authorize('admin');

  app.get(paths.adminLanguagesList, { onRequest: admin, schema: listing(AdminLanguagesList) }, () =>
    adminLanguages.listAdminLanguages(app.db),
  );

  app.post(
    paths.adminLanguagesAdd,
    { onRequest: admin, schema: adding(AdminLanguageAddBody) },
    created((req) => adminLanguages.addAdminLanguage(app.db, app.cache, req.body)),
  );

  app.get(
    paths.adminLanguagesGet,
    { onRequest: admin, schema: readingById(AdminLanguageResponse) },
    (req) => adminLanguages.getAdminLanguage(app.db, req.query.id),
  );

  app.post(
    paths.adminLanguagesUpdate,
    { onRequest: admin, schema: changing(AdminLanguageUpdateBody) },
    noContent((req) => adminLanguages.updateAdminLanguage(app.db, app.cache, req.body.language)),
  );

  app.post(
    paths.adminLanguagesDelete,
    { onRequest: admin, schema: changing(AdminLanguageDeleteBody) },
    noContent((req) => adminLanguages.deleteAdminLanguage(app.db, app.cache, req.body.language.id)),
  );

  app.get(paths.langAdminMessages, { onRequest: admin, schema: listing(LangAdminMessages) }, () =>
    adminLanguages.listLabels(app.db),
  );
};

export default adminLanguagesRoutes;
