import type { Db } from '../../db/database.js';
import { tooManyAttempts, validationError } from '../../errors.js';
import { verifyPassword } from '../users/password.js';
import { findActiveUserByEmail, type UserRow } from '../users/repository.js';
import type { LoginThrottle } from './login-throttle.js';

/**
 * Checks credentials. Wrong ones give the same 422 whether or not the email exists; after
 * MAX_FAILED_LOGINS failures for one email from one address, a 429 until the window passes.
 */
export async function authenticate(
  db: Db,
  throttle: LoginThrottle,
  input: { email: string; password: string; ip: string },
): Promise<UserRow> {
  const retryAfter = await throttle.take(input.email, input.ip);
  if (retryAfter > 0) throw tooManyAttempts(retryAfter);
  const user = await findActiveUserByEmail(db, input.email);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) throw validationError({ email: { key: 'auth.failed' } });
  await throttle.reset(input.email, input.ip);
  return user;
}
