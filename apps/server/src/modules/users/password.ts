import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id; these are OWASP's recommended minimums for it.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** An argon2id hash of `password`. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks `password` against `passwordHash`. Without a hash (unknown email) it still verifies
 * against a dummy, so the answer takes as long whether or not the account exists.
 */
export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (passwordHash == null) {
    dummyHash ??= hashPassword('orbis-timing-equaliser');
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A fingerprint of a password hash, kept in the session at sign-in. Every new hash has a new
 * salt, so any password change (even to the same password) changes the stamp. A digest of the
 * hash tells nothing about the password, so it may sit in the session store.
 */
export function passwordStamp(passwordHash: string): string {
  return crypto.createHash('sha256').update(passwordHash).digest('base64url');
}
