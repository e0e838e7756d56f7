// The session cookie's signature, worked out once per session id. @fastify/session signs the id
// and checks the cookie's signature with an HMAC on every request (twice for a known session);
// the answers never change for a given secret, so they are kept. Only genuine signatures are
// remembered, so forged cookies cannot fill the memory, and the memory is bounded anyway.
import { Signer, type UnsignResult } from '@fastify/cookie';

/** How many session ids the signer remembers before it starts over. */
const REMEMBERED = 10_000;

/** A cookie signer for @fastify/session's `secret` option that remembers what it worked out. */
export class RememberingSigner {
  private readonly signer: Signer;
  private readonly signed = new Map<string, string>();
  private readonly verified = new Map<string, UnsignResult>();

  constructor(secret: string) {
    this.signer = new Signer(secret);
  }

  sign(value: string): string {
    let signed = this.signed.get(value);
    if (signed === undefined) {
      signed = this.signer.sign(value);
      remember(this.signed, value, signed);
    }
    return signed;
  }

  unsign(signedValue: string): UnsignResult {
    const known = this.verified.get(signedValue);
    if (known) return known;
    const result = this.signer.unsign(signedValue);
    if (result.valid) remember(this.verified, signedValue, result);
    return result;
  }
}

function remember<V>(map: Map<string, V>, key: string, value: V): void {
  if (map.size >= REMEMBERED) map.clear();
  map.set(key, value);
}
