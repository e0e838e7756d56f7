import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import { XSRF_COOKIE, XSRF_HEADER } from '@orbis/contracts';
import type { FastifyReply, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { csrfMismatch } from '../errors.js';
import { Session, type SessionData, type SessionStore } from '../modules/sessions/session.js';
import { DatabaseSessionStore } from '../modules/sessions/session-store.js';
import { storedSessionSecret } from '../modules/sessions/repository.js';
import { RememberingSigner } from '../modules/sessions/session-signer.js';

export const SESSION_COOKIE = 'orbis_session';
const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * How far a session's sliding expiry may move before it is written again. Reads write nothing
 * until then, so a session in use is stored at most once per this period.
 */
export const SESSION_TOUCH_AFTER_MS = 5 * 60 * 1000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's session: empty, and stored only once something is set in it. */
    session: Session;
  }
  interface FastifyInstance {
    /** The data of the session a signed `orbis_session` cookie names, or null (sockets). */
    readSession(cookie: string): Promise<SessionData | null>;
  }
  interface FastifyReply {
    /** Issues a fresh XSRF token in the readable `XSRF-TOKEN` cookie. */
    issueXsrfCookie(): Promise<void>;
  }
}

/**
 * Cookie sessions (database or Redis store) and the XSRF check: every unsafe request must echo
 * the `XSRF-TOKEN` cookie in `X-XSRF-TOKEN`, or it is answered 419.
 *
 * The cookie holds a random id signed with the app's secret (@fastify/cookie's signer); the data
 * stays in the store. A request reads its session once, and the store is written only when the
 * data changed or the sliding expiry has moved by SESSION_TOUCH_AFTER_MS. Sessions run on every
 * request, so this is our own thin layer over the store rather than @fastify/session, which
 * builds, signs and hashes a session object twice on every request, even one without a cookie.
 */
export default fp<{ secret: string | null; secure: boolean }>(
  async (app, opts) => {
    const secret = opts.secret ?? (await storedSessionSecret(app.db));
    const signer = new RememberingSigner(secret);
    const store: SessionStore = app.redis
      ? new (await import('../modules/sessions/redis-session-store.js')).RedisSessionStore(
          app.redis,
          `${app.redisPrefix}sess:`,
        )
      : new DatabaseSessionStore(app.db);
    const cookieOptions = {
      httpOnly: true,
      sameSite: 'lax',
      secure: opts.secure,
      path: '/',
    } as const;

    /** The live session a signed cookie names, or null: unknown, forged or expired. */
    function load(cookie: string, callback: (err: unknown, found?: Session | null) => void) {
      const unsigned = signer.unsign(cookie);
      const sid = unsigned.valid ? unsigned.value : null;
      if (!sid) return callback(null, null);
      store.get(sid, (err, stored) => {
        if (err) return callback(err);
        const session = stored ? Session.restored(sid, stored) : null;
        callback(null, session?.isLive(Date.now()) ? session : null);
      });
    }

    await app.register(fastifyCookie);
    app.decorateRequest('session', null as unknown as Session);
    app.decorate('readSession', (cookie: string) => {
      return new Promise<SessionData | null>((resolve, reject) => {
        load(cookie, (err, found) => (err ? reject(err) : resolve(found ? found.all() : null)));
      });
    });

    app.addHook('onRequest', (req, _reply, done) => {
      const cookie = req.cookies[SESSION_COOKIE];
      if (!cookie) {
        req.session = Session.fresh();
        return done();
      }
      load(cookie, (err, found) => {
        // The store is away (answered 503): no session at all, so that the answer neither
        // stores a new one nor clears the cookie of the one it could not read.
        if (err) return done(err as Error);
        req.session = found ?? Session.fresh();
        done();
      });
    });

    app.addHook('onSend', (req, reply, payload, done) => {
      const session = req.session as Session | null;
      if (!session) return done(null, payload);
      const dropped = session.takeDropped();
      const expiresAt = Date.now() + SESSION_TTL_MS;
      const save = session.needsSave(expiresAt, SESSION_TOUCH_AFTER_MS);
      // A session this request ended (logout, a deleted user's) loses its cookie below. A cookie
      // that named no session when the request came in keeps it: that request may have been sent
      // before a sign-in in the same browser replaced the cookie (a font file asked for while the
      // login form is sent), and clearing it would sign the new session out. Such a cookie costs
      // one lookup per request and grants nothing.
      const endedHere = session.id === null && dropped.length > 0;
      if (!save && !endedHere) return done(null, payload);
      const destroyed = dropped.map(
        (sid) =>
          new Promise<void>((resolve, reject) => {
            store.destroy(sid, (err) => (err ? reject(err) : resolve()));
          }),
      );
      Promise.all(destroyed)
        .then(async () => {
          if (save) {
            const changed = session.isChanged;
            const { sid, stored } = session.toStore(expiresAt, SESSION_TTL_MS);
            const kept = await new Promise<boolean>((resolve, reject) => {
              if (changed) store.set(sid, stored, (err) => (err ? reject(err) : resolve(true)));
              // Only the expiry moved on: a session ended since this request read it stays ended.
              else
                store.refresh(sid, stored, (err, found) => (err ? reject(err) : resolve(!!found)));
            });
            if (!kept) return;
            session.saved(expiresAt);
            reply.setCookie(SESSION_COOKIE, signer.sign(sid), {
              ...cookieOptions,
              expires: new Date(expiresAt),
            });
          } else if (endedHere) {
            reply.clearCookie(SESSION_COOKIE, { path: cookieOptions.path });
          }
        })
        .then(
          () => done(null, payload),
          (err: unknown) => done(err as Error),
        );
    });

    await app.register(fastifyCsrf, {
      // That mode reads and writes the secret through the session's get and set.
      sessionPlugin: '@fastify/secure-session',
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

    const xsrfCheck: onRequestHookHandler = (req, reply, done) => {
      // A missing header or a session without a secret fails the check the same way.
      if (typeof req.headers[XSRF_HEADER] !== 'string' || !req.session.get('_csrf')) {
        return done(csrfMismatch());
      }
      app.csrfProtection(req, reply, done);
    };
    // Every route taking an unsafe method checks first, before its own hooks (sign-in checks).
    app.addHook('onRoute', (route) => {
      if (![route.method].flat().some((method) => !SAFE_METHODS.has(method))) return;
      route.onRequest = [xsrfCheck, ...[route.onRequest ?? []].flat()];
    });
  },
  { name: 'orbis-session', dependencies: ['orbis-db', 'orbis-redis'] },
);
