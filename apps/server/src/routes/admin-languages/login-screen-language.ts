import * as api from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validationError } from '../../errors.js';
import {
  adminLanguageExists,
  labelMessages,
  listAdminLanguageOptions,
} from '../../modules/admin-languages/repository.js';
import { setUserAdminLanguage } from '../../modules/users/repository.js';
import { jsonWriter, sendJson } from '../../json-answer.js';

/**
 * The back-office language of the current user. Open before sign-in too: the login screen is
 * labelled from the same map, and a choice made there is kept in the session.
 */
const loginScreenLanguageRoutes: FastifyPluginAsyncZod = async (app) => {
  const writeMessages = jsonWriter(
    api.AdminLanguageMessages,
    'GET',
    api.paths.adminLanguageMessages,
  );
  app.get(
    api.paths.adminLanguagesOptions,
    { schema: { response: { 200: api.AdminLanguageOptions } } },
    () => listAdminLanguageOptions(app.db),
  );

  app.post(
    api.paths.setAdminLanguage,
    { schema: { body: api.SetAdminLanguageBody, response: { 204: api.NoContent } } },
    async (req, reply) => {
      const code = req.body.language.toLowerCase();
      if (!(await adminLanguageExists(app.db, code))) {
        throw validationError({ language: { key: 'validation.unknown_language' } });
      }
      const user = await req.currentUser();
      if (user) await setUserAdminLanguage(app.db, app.cache, user.id, code);
      else req.session.set('adminLanguage', code);
      return reply.status(204).send();
    },
  );

  app.get(
    api.paths.adminLanguageMessages,
    { schema: { response: { 200: api.AdminLanguageMessages } } },
    async (req, reply) => {
      const language = await req.adminLanguage();
      // The map is flat (API.md), so its language travels in the standard header.
      reply.header('Cache-Control', 'no-store').header('Content-Language', language);
      const json = await app.cache.json('admin-labels', `messages:${language}`, writeMessages, () =>
        labelMessages(app.db, app.cache, language),
      );
      return sendJson(reply, json);
    },
  );
};

export default loginScreenLanguageRoutes;
