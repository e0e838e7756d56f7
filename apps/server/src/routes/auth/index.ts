import * as api from '@orbis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonWriter, sendJson } from '../../json-answer.js';
import { errors } from '../../route-errors.js';
import { authenticate } from '../../modules/auth/service.js';
import { LoginThrottle } from '../../modules/auth/login-throttle.js';
import { signIn } from '../../plugins/auth.js';
import { setUserAdminLanguage } from '../../modules/users/repository.js';

/** The one answer of `check_auth`, which every screen asks at load: written once. */
const CHECK_AUTH_OK = jsonWriter(api.CheckAuthResponse, 'GET', api.paths.checkAuth)({ ok: true });

/** Sanctum-style session calls: XSRF cookie, login, auth check, current user, logout. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = new LoginThrottle(app.redis, app.redisPrefix);

  app.get(
    api.paths.csrfCookie,
    { schema: { response: { 204: api.NoContent } } },
    async (_req, reply) => {
      await reply.issueXsrfCookie();
      return reply.status(204).send();
    },
  );

  app.post(
    api.paths.login,
    { schema: { body: api.LoginBody, response: { 204: api.NoContent, ...errors(429) } } },
    async (req, reply) => {
      const user = await authenticate(app.db, throttle, { ...req.body, ip: req.ip });
      // A language picked on the login screen becomes the user's, unless they already chose one.
      const picked = req.session.get('adminLanguage');
      if (picked && !user.adminLanguage)
        await setUserAdminLanguage(app.db, app.cache, user.id, picked);
      // A new session id on sign-in defeats session fixation; the sockets of the old one lose
      // what it granted (a team it played, another user's games).
      const { team, userId } = req.session.all();
      if (team !== undefined || userId !== undefined) req.endsSessionAccess();
      req.session.regenerate();
      signIn(req.session, user);
      await reply.issueXsrfCookie();
      return reply.status(204).send();
    },
  );

  app.get(
    api.paths.checkAuth,
    { schema: { response: { 200: api.CheckAuthResponse, ...errors(401) } } },
    async (req, reply) => {
      await req.requireUser();
      return sendJson(reply, CHECK_AUTH_OK);
    },
  );

  app.get(
    api.paths.user,
    { schema: { response: { 200: api.UserResponse, ...errors(401) } } },
    async (req) => {
      const user = await req.requireUser();
      return {
        id: user.id,
        email: user.email,
        role: user.role,
        admin_language: await req.adminLanguage(),
      };
    },
  );

  app.get(
    api.paths.logout,
    { schema: { response: { 204: api.NoContent } } },
    async (req, reply) => {
      req.session.destroy();
      req.endsSessionAccess();
      return reply.status(204).send();
    },
  );
};

export default authRoutes;
