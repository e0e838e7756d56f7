// A team's submit as a phone that loses its server mid-call should send it: with an
// `Idempotency-Key` (one fresh key per order set, the same on every retry, so a server that
// honours it stores the set once), sent again after a network error or a proxy's 502/503/504.
import crypto from 'node:crypto';
import { paths, type Order } from '@orbis/contracts';
import type { HttpClient } from '../src/test/http-client.js';

/** How many times one order set is sent at most, and the waits between (doubling, capped). */
const MAX_ATTEMPTS = 8;
const FIRST_WAIT_MS = 100;
const MAX_WAIT_MS = 1000;

/** Answers that say the call did not reach a live process (the proxy's or a stopping server's). */
const RETRIED_STATUSES = new Set([502, 503, 504]);
/** Network errors of a connection that died or was refused (node:http's socket codes). */
const RETRIED_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);

/** What one submit took: how many sends (1 when the first was answered). */
export interface Submitted {
  attempts: number;
}

/** Submits a team's orders for `round`, retrying as above; fails on any other answer. */
export async function submitRetrying(
  team: HttpClient,
  gameId: number,
  round: number,
  orders: Order[],
): Promise<Submitted> {
  const key = crypto.randomUUID();
  for (let attempt = 1; ; attempt++) {
    let failure: string;
    try {
      const res = await team.request(
        'POST',
        paths.gameOrders,
        { gameId, round, orders },
        { 'idempotency-key': key },
      );
      if (res.statusCode === 200) return { attempts: attempt };
      if (!RETRIED_STATUSES.has(res.statusCode))
        throw new Error(`orders answered ${res.statusCode}: ${res.body}`);
      failure = `answered ${res.statusCode}`;
    } catch (err) {
      const code = networkCode(err);
      if (!code) throw err;
      failure = code;
    }
    if (attempt === MAX_ATTEMPTS)
      throw new Error(`orders failed ${MAX_ATTEMPTS} times, the last: ${failure}`);
    const wait = Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** (attempt - 1));
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** The code of a network error worth a retry, found on the error or its causes; else null. */
function networkCode(err: unknown): string | null {
  for (let e = err; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && RETRIED_CODES.has(code)) return code;
    if (e.message === 'socket hang up') return e.message;
  }
  return null;
}
