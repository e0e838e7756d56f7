// The session layer's one setting: the secret that signs session cookies, made on first start
// and shared by every process on the database.
import crypto from 'node:crypto';
import type { Db } from '../../db/database.js';
import { getOrCreateSetting } from '../settings/repository.js';

/** The app's session secret, created on first use: 48 random bytes, URL-safe. */
export function storedSessionSecret(db: Db): Promise<string> {
  return getOrCreateSetting(db, 'session_secret', () =>
    crypto.randomBytes(48).toString('base64url'),
  );
}
