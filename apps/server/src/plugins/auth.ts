import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthenticated } from '../errors.js';
import { liveTeam, type Viewer } from '../modules/games/access.js';
import { sessionUser, signInFields } from '../modules/auth/session-user.js';
import type { Role, UserRow } from '../modules/users/repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in, still active user, or null. Loaded once per request. */
    currentUser(): Promise<UserRow | null>;
    /** The signed-in user; throws 401 when there is none. */
    requireUser(): Promise<UserRow>;
    /** Whoever is asking: the signed-in user and the team the session plays, if any. */
    viewer(): Promise<Viewer>;
  }
  interface FastifyInstance {
    /**
     * An onRequest hook that lets through signed-in users having one of `roles` (any role if
     * empty). It runs before the body is read, so strangers get 401/403, never a validation error.
     */
    authorize(...roles: Role[]): onRequestAsyncHookHandler;
  }
}

/** Where a request keeps its user once loaded (a decoration: every signed-in call asks). */
const kUser = Symbol('orbis.user');
/** Where a request keeps its viewer once loaded. */
const kViewer = Symbol('orbis.viewer');
type WithUser = FastifyRequest & {
  [kUser]: Promise<UserRow | null> | null;
  [kViewer]: Promise<Viewer> | null;
};

/** Marks the session as signed in as `user`, for as long as the user's password stays the same. */
export function signIn(session: FastifyRequest['session'], user: UserRow): void {
  const fields = signInFields(user);
  session.set('userId', fields.userId);
  session.set('passwordStamp', fields.passwordStamp);
}

async function loadUser(req: FastifyRequest): Promise<UserRow | null> {
  if (req.session?.get('userId') === undefined) return null;
  const user = await sessionUser(req.server.db, req.server.cache, req.session.all());
  // A deleted user's session, or one opened before the password changed, ends on its next
  // request, whichever process serves it.
  if (!user) req.session.destroy();
  return user;
}

/**
 * The request's viewer. A team its session no longer plays (a new code, or a host's own team
 * session once that host may not run the game) is taken out of the session: 401 on team calls.
 */
async function loadViewer(req: FastifyRequest): Promise<Viewer> {
  const found = await req.currentUser();
  const user = found && { id: found.id, role: found.role };
  const stored = req.session?.get('team');
  if (stored === undefined) return { user, team: null };
  const team = await liveTeam(req.server.db, req.server.cache, user, stored);
  if (!team) req.session.set('team', undefined);
  return { user, team };
}

/** Session-backed authentication and role checks. */
export default fp(
  async (app) => {
    app.decorateRequest(kUser, null);
    app.decorateRequest(kViewer, null);
    app.decorateRequest('currentUser', function (this: FastifyRequest) {
      const req = this as WithUser;
      return (req[kUser] ??= loadUser(this));
    });
    app.decorateRequest('requireUser', async function (this: FastifyRequest) {
      const user = await this.currentUser();
      if (!user) throw unauthenticated();
      return user;
    });
    app.decorateRequest('viewer', function (this: FastifyRequest) {
      const req = this as WithUser;
      return (req[kViewer] ??= loadViewer(this));
    });
    app.decorate('authorize', (...roles: Role[]) => {
      return async (req: FastifyRequest, _reply: FastifyReply) => {
        const user = await req.requireUser();
        if (roles.length > 0 && !roles.includes(user.role)) throw forbidden();
      };
    });
  },
  { name: 'orbis-auth', dependencies: ['orbis-session', 'orbis-cache'] },
);
