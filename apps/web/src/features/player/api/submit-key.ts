// The key naming one send of the team's order set (`Idempotency-Key`): its retries carry it, so
// the server applies the set once even when an answer was lost.

/**
 * A new random key. `crypto.randomUUID` exists only in a secure context, and a venue's laptop
 * serves the phones over plain http on its LAN: there the key is made of `getRandomValues`,
 * which every context has.
 */
export function newSubmitKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
