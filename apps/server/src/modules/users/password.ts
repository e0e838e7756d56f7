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
