// Teams' access codes: made at creation, checked at `join`, renewed by the host (API.md
// "Trust"). A session stores the stamp of the code it joined with, never the code itself, and
// plays its team only while that stamp is the team's: a new code ends every session of the old.
import crypto from 'node:crypto';
import { ACCESS_CODE_ALPHABET, ACCESS_CODE_LENGTH } from '@orbis/contracts';
import type { Db } from '../../db/database.js';
import type { Cache } from '../cache.js';
import { listAccessCodes } from './repository/teams.js';

/** A random access code from the alphabet without look-alikes. */
export function newAccessCode(): string {
  let code = '';
  for (let i = 0; i < ACCESS_CODE_LENGTH; i++)
    code += ACCESS_CODE_ALPHABET[crypto.randomInt(ACCESS_CODE_ALPHABET.length)];
  return code;
}

/** `count` distinct access codes, none of them in `taken`. */
export function newAccessCodes(count: number, taken: readonly string[] = []): string[] {
  const codes = new Set<string>();
  while (codes.size < count) {
    const code = newAccessCode();
    if (!taken.includes(code)) codes.add(code);
  }
  return [...codes];
}

/** Compares a typed code with a team's in constant time. */
export function sameCode(typed: string, code: string): boolean {
  const a = Buffer.from(typed);
  const b = Buffer.from(code);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/**
 * What a session keeps of the code it joined with: a digest, so that a session store (Redis, the
 * sessions table) never holds a team's code.
 */
export function codeStamp(code: string): string {
  return crypto.createHash('sha256').update(code).digest('base64url').slice(0, 22);
}

/** The cache group of the codes' stamps. */
export const ACCESS_CODES_GROUP = 'access-codes';

/**
 * The stamps of game `gameId`'s codes by country id (empty for an unknown game). Every team call
 * and every subscribe asks, so they are kept until a code is renewed or a game deleted
 * (`ACCESS_CODES_GROUP`, dropped on every process).
 */
export function teamCodeStamps(
  db: Db,
  cache: Cache,
  gameId: number,
): Promise<Readonly<Record<number, string>>> {
  return cache.get(ACCESS_CODES_GROUP, String(gameId), async () => {
    const teams = await listAccessCodes(db, gameId);
    return Object.fromEntries(teams.map((t) => [t.id, codeStamp(t.accessCode)]));
  });
}
