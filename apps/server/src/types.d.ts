import 'fastify';
import type { Config } from './config.js';
import type { TeamSession } from './modules/games/access.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The runtime configuration the app was built with. */
    config: Config;
  }

  interface Session {
    /** The signed-in user; absent on an anonymous session. */
    userId?: number;
    /** The user's password stamp at sign-in (see `signIn` in plugins/auth.ts). */
    passwordStamp?: string;
    /** The back-office language chosen before signing in. */
    adminLanguage?: string;
    /** The team this session plays, after `join`. */
    team?: TeamSession;
    /** The XSRF secret kept by @fastify/csrf-protection. */
    _csrf?: string;
  }
}
