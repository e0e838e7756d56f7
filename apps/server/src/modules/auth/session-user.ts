// Who a stored session is signed in as. HTTP requests (plugins/auth.ts) and sockets
// (plugins/realtime.ts) read sessions through this one rule.
//
// A password change ends the user's other sessions through the stamp sign-in stores: each read
// compares it with the user's current hash, loaded by the query that loads the user anyway. That
// works alike for the database and the Redis store, across processes, for sessions opened before
// the change, and needs no per-user index of session ids. Such an index (a Redis set per user)
// could miss sessions and go stale, and deleting the sessions it lists races with a request still
// in flight, which would save its session again after the delete. The admin who changes a host's
// password keeps their session: it carries their own stamp.
import type { Db } from '../../db/database.js';
import type { Cache } from '../cache.js';
import { passwordStamp } from '../users/password.js';
import { findActiveUserById, type UserRow } from '../users/repository.js';

/** What sign-in stores in a session. */
export interface SignedInSession {
  userId?: unknown;
  passwordStamp?: unknown;
}

/** The session fields sign-in writes: a call that regenerates the session must keep them all. */
export const SIGN_IN_FIELDS = ['userId', 'passwordStamp'] as const;

/** The fields that sign `user` in, for as long as the user's password stays the same. */
export function signInFields(user: UserRow): { userId: number; passwordStamp: string } {
  return { userId: user.id, passwordStamp: passwordStamp(user.passwordHash) };
}

/**
 * The user `session` is signed in as: still active, and with the password it signed in with.
 * Null for an anonymous session, a deleted user, or a password changed since.
 */
export async function sessionUser(
  db: Db,
  cache: Cache,
  session: SignedInSession | null | undefined,
): Promise<UserRow | null> {
  const userId = session?.userId;
  if (typeof userId !== 'number' || !Number.isSafeInteger(userId)) return null;
  // Every signed-in request asks: the row and its stamp are kept until a write to users.
  const known = await cache.get('users', String(userId), async () => {
    const user = await findActiveUserById(db, userId);
    return user && { user, stamp: passwordStamp(user.passwordHash) };
  });
  return known && session?.passwordStamp === known.stamp ? known.user : null;
}
