import type { Db } from '../../db/database.js';
import { passwordStamp } from './password.js';
import { findActiveUserById, type UserRow } from './repository.js';

/**
 * The user a stored session is signed in as: only while that user is active and its password is
 * the one the session signed in with (see `signIn` in plugins/auth.ts). Requests and socket
 * subscriptions both ask here.
 */
export async function sessionUser(
  db: Db,
  session: { userId?: unknown; passwordStamp?: unknown } | null | undefined,
): Promise<UserRow | null> {
  const userId = session?.userId;
  if (typeof userId !== 'number' || !Number.isSafeInteger(userId)) return null;
  const user = await findActiveUserById(db, userId);
  if (!user || session?.passwordStamp !== passwordStamp(user.passwordHash)) return null;
  return user;
}
