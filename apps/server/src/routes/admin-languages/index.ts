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
import { adding, changing, listing, readingById } from '../../catalogue-calls.js';
import * as adminLanguages from '../../modules/admin-languages/service.js';

/** Back-office languages and the labels they translate (admin only). */
const adminLanguagesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every call here is the admin's.
  app.addHook('onRequest', app.authorize('admin'));

  app.get(
    paths.adminLanguagesList,
    listing(AdminLanguagesList, () => adminLanguages.listAdminLanguages(app.db)),
  );

  app.post(
    paths.adminLanguagesAdd,
    adding(AdminLanguageAddBody, (body) =>
      adminLanguages.addAdminLanguage(app.db, app.cache, body),
    ),
  );

  app.get(
    paths.adminLanguagesGet,
    readingById(AdminLanguageResponse, (id) => adminLanguages.getAdminLanguage(app.db, id)),
  );

  app.post(
    paths.adminLanguagesUpdate,
    changing(AdminLanguageUpdateBody, (body) =>
      adminLanguages.updateAdminLanguage(app.db, app.cache, body.language),
    ),
  );

  app.post(
    paths.adminLanguagesDelete,
    changing(AdminLanguageDeleteBody, (body) =>
      adminLanguages.deleteAdminLanguage(app.db, app.cache, body.language.id),
    ),
  );

  app.get(
    paths.langAdminMessages,
    listing(LangAdminMessages, () => adminLanguages.listLabels(app.db)),
  );
};

export default adminLanguagesRoutes;
