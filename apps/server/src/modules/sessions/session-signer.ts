// The session cookie's signature, worked out once per session id. Every request of a known
// session checks its cookie's signature, an HMAC; the answer never changes for a given secret,
// so it is kept. Only genuine cookies are remembered, so forged ones cannot fill the memory, and
// the memory is bounded anyway.
import { Signer, type UnsignResult } from '@fastify/cookie';

/** How many session ids the signer remembers before it starts over. */
const REMEMBERED = 10_000;

/** @fastify/cookie's signer for session ids, remembering what it worked out. */
export class RememberingSigner {
  private readonly signer: Signer;
  private readonly signed = new Map<string, string>();
  private readonly verified = new Map<string, UnsignResult>();

  constructor(secret: string) {
    this.signer = new Signer(secret);
  }

  /** Signs a session id: from memory for an id whose cookie was verified, else afresh. */
  sign(value: string): string {
    return this.signed.get(value) ?? this.signer.sign(value);
  }

  unsign(signedValue: string): UnsignResult {
    const known = this.verified.get(signedValue);
    if (known) return known;
    const result = this.signer.unsign(signedValue);
    // Only genuine cookies are remembered; a new session's random id is signed once and
    // forgotten, so anonymous requests do not churn the memory.
    if (result.valid && result.value !== null) {
      remember(this.verified, signedValue, result);
      remember(this.signed, result.value, signedValue);
    }
    return result;
  }
}

function remember<V>(map: Map<string, V>, key: string, value: V): void {
  if (map.size >= REMEMBERED) map.clear();
  map.set(key, value);
}
