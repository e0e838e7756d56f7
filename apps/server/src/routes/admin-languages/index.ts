import * as api from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adding, changing, listing, readingById } from '../../catalogue-calls.js';
import * as adminLanguages from '../../modules/admin-languages/service.js';

/** Back-office languages and the labels they translate (admin only: see app.ts). */
const adminLanguagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    api.paths.adminLanguagesList,
    listing(api.AdminLanguagesList, () => adminLanguages.listAdminLanguages(app.db)),
  );

  app.post(
    api.paths.adminLanguagesAdd,
    adding(api.AdminLanguageAddBody, (body) =>
      adminLanguages.addAdminLanguage(app.db, app.cache, body),
    ),
  );

  app.get(
    api.paths.adminLanguagesGet,
    readingById(api.AdminLanguageResponse, (id) => adminLanguages.getAdminLanguage(app.db, id)),
  );

  app.post(
    api.paths.adminLanguagesUpdate,
    changing(api.AdminLanguageUpdateBody, (body) =>
      adminLanguages.updateAdminLanguage(app.db, app.cache, body.language),
    ),
  );

  app.post(
    api.paths.adminLanguagesDelete,
    changing(api.AdminLanguageDeleteBody, (body) =>
      adminLanguages.deleteAdminLanguage(app.db, app.cache, body.language.id),
    ),
  );

  app.get(
    api.paths.langAdminMessages,
    listing(api.LangAdminMessages, () => adminLanguages.listLabels(app.db)),
  );
};

export default adminLanguagesRoutes;
