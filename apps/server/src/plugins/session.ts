import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import fastifySession from '@fastify/session';
import { XSRF_COOKIE, XSRF_HEADER } from '@orbis/contracts';
import type { FastifyReply, FastifyRequest, Session } from 'fastify';
import fp from 'fastify-plugin';
import { csrfMismatch } from '../errors.js';
import { DatabaseSessionStore, sessionExpiresAt } from '../modules/settings/session-store.js';
import { getOrCreateSetting, randomSecret } from '../modules/settings/repository.js';
import { RememberingSigner } from '../modules/settings/session-signer.js';

export const SESSION_COOKIE = 'orbis_session';
const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * How far a session's sliding expiry may move before it is written again. Reads write nothing
 * until then, so a session in use is stored at most once per this period.
 */
export const SESSION_TOUCH_AFTER_MS = 5 * 60 * 1000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyReply {
    /** Issues a fresh XSRF token in the readable `XSRF-TOKEN` cookie. */
    issueXsrfCookie(): Promise<void>;
  }
}

/**
 * Cookie sessions (database or Redis store) and the XSRF check: every unsafe request must echo
 * the `XSRF-TOKEN` cookie in `X-XSRF-TOKEN`, or it is answered 419.
 */
export default fp<{ secret: string | null; secure: boolean }>(
  async (app, opts) => {
    const secret =
      opts.secret ?? (await getOrCreateSetting(app.db, 'session_secret', randomSecret));
    await app.register(fastifyCookie);
    // Sliding expiry without a write per read: the library saves a session only when its data
    // changed (rolling: false); this hook, which runs before the library's, also saves an
    // unchanged session once its expiry has moved by SESSION_TOUCH_AFTER_MS since it was stored.
    // A saved session gets a fresh cookie; an unsaved one keeps the cookie the browser holds.
    app.addHook('onSend', (req, _reply, _payload, done) => {
      const session = req.session as FastifyRequest['session'] | null;
      // The library keeps the expiry the session was stored with in `originalExpires`, and
      // slides `expires` forward at every request.
      const cookie = session?.cookie as
        { originalExpires?: Date; expires?: Date | null } | undefined;
      const stored = cookie?.originalExpires;
      const sliding = cookie?.expires;
      if (
        !stored ||
        !sliding ||
        sliding.getTime() - stored.getTime() < SESSION_TOUCH_AFTER_MS ||
        req.cookies[SESSION_COOKIE] !== session?.encryptedSessionId
      ) {
        return done();
      }
      session?.save(done);
    });
    await app.register(fastifySession, {
      secret: new RememberingSigner(secret),
      cookieName: SESSION_COOKIE,
      saveUninitialized: false,
      rolling: false,
      store: app.redis
        ? new (await import('connect-redis')).RedisStore({
            client: app.redis,
            prefix: `${app.redisPrefix}sess:`,
            ttl: (sess) => Math.ceil((sessionExpiresAt(sess as Session) - Date.now()) / 1000),
          })
        : new DatabaseSessionStore(app.db),
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        secure: opts.secure,
        path: '/',
        maxAge: SESSION_TTL_MS,
      },
    });
    await app.register(fastifyCsrf, {
      sessionPlugin: '@fastify/session',
      getToken: (req) => {
        const value = req.headers[XSRF_HEADER];
        return typeof value === 'string' ? value : undefined;
      },
    });

    app.decorateReply('issueXsrfCookie', async function (this: FastifyReply) {
      const token = await this.generateCsrf();
      this.setCookie(XSRF_COOKIE, token, {
        httpOnly: false,
        sameSite: 'lax',
        secure: opts.secure,
        path: '/',
      });
    });

    app.addHook('onRequest', (req, reply, done) => {
      if (SAFE_METHODS.has(req.method)) return done();
      // A missing header or a session without a secret fails the check the same way.
      if (typeof req.headers[XSRF_HEADER] !== 'string' || !req.session.get('_csrf')) {
        return done(csrfMismatch());
      }
      app.csrfProtection(req, reply, done);
    });
  },
  { name: 'orbis-session', dependencies: ['orbis-db', 'orbis-redis'] },
);
