import crypto from 'node:crypto';
import { ACCESS_CODE_ALPHABET, ACCESS_CODE_LENGTH } from '@orbis/contracts';

/** A random access code from the alphabet without look-alikes. */
export function newAccessCode(): string {
  let code = '';
  for (let i = 0; i < ACCESS_CODE_LENGTH; i++)
    code += ACCESS_CODE_ALPHABET[crypto.randomInt(ACCESS_CODE_ALPHABET.length)];
  return code;
}

/** `count` distinct access codes. */
export function newAccessCodes(count: number): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(newAccessCode());
  return [...codes];
}

/** Compares a typed code with a team's in constant time. */
export function sameCode(typed: string, code: string): boolean {
  const a = Buffer.from(typed);
  const b = Buffer.from(code);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
