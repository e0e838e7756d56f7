// The key naming one user action's unsafe call (`Idempotency-Key`): a phone's send of its order
// set, a host's click. Every retry of the action carries it, so the server applies the action
// once even when an answer was lost.
import { SUBMIT_KEY_HEADER } from '@orbis/contracts';

/**
 * A new random key. `crypto.randomUUID` exists only in a secure context, and a venue's laptop
 * serves the phones over plain http on its LAN: there the key is made of `getRandomValues`,
 * which every context has.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The request headers that name one action by `key`. */
export const idempotencyHeaders = (key: string): Record<string, string> => ({
  [SUBMIT_KEY_HEADER]: key,
});
