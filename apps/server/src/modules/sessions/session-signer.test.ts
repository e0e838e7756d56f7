import { Signer } from '@fastify/cookie';
import { describe, expect, it } from 'vitest';
import { RememberingSigner } from './session-signer.js';

const SECRET = 'a-session-secret-of-at-least-32-characters';

describe('RememberingSigner', () => {
  it('signs and verifies exactly as the cookie library does, the first time and after', () => {
    const plain = new Signer(SECRET);
    const signer = new RememberingSigner(SECRET);
    const cookie = plain.sign('session-id-1');
    for (let i = 0; i < 2; i++) {
      expect(signer.unsign(cookie)).toEqual(plain.unsign(cookie));
      expect(signer.sign('session-id-1')).toBe(cookie);
      expect(signer.sign('session-id-2')).toBe(plain.sign('session-id-2'));
    }
  });

  it('refuses a forged or truncated cookie, also after the genuine one was verified', () => {
    const signer = new RememberingSigner(SECRET);
    const cookie = signer.sign('session-id-1');
    expect(signer.unsign(cookie).valid).toBe(true);
    const forged = `session-id-2${cookie.slice('session-id-1'.length)}`;
    for (const bad of [
      forged,
      cookie.slice(0, -1),
      'session-id-1',
      new Signer('another-secret-of-32-characters-or-more').sign('session-id-1'),
    ]) {
      expect(signer.unsign(bad)).toMatchObject({ valid: false, value: null });
    }
  });
});
