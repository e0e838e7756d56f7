// A call the server could not take for now: no answer at all (the network dropped, a process
// stopped, the request timed out), or a 502, 503 or 504 (a balancer with no process to send it
// to; the database or Redis away behind the server). It says nothing about the call itself: the
// same call may succeed in a moment, and the screens say so in their own words rather than
// show the status text of whatever answered.
import { ApiError } from './api-client';

/** Answers of a server, or a proxy in front of it, that cannot take calls right now. */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

/**
 * True when the call may never have reached the server or its answer was lost (any failure that
 * is not an HTTP answer), or it was answered 502, 503 or 504. Any other answer is the server's
 * word and is final.
 */
export function isUnavailable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return UNAVAILABLE_STATUSES.has(error.status);
}

/** The longest wait between two tries of a call the server could not take. */
export const LONGEST_WAIT_MS = 15_000;

/** The wait after the `failures`-th failure in a row (from 1): 0.5 s, doubling, at most 15 s. */
export function backoffMs(failures: number): number {
  return Math.min(LONGEST_WAIT_MS, 500 * 2 ** Math.max(0, failures - 1));
}

/** The waits before each new attempt of a call tried again at once: four more within ~8 s. */
export const QUICK_WAITS_MS: readonly number[] = [1, 2, 3, 4].map(backoffMs);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt`, and again after each of `waits` while it fails as `isUnavailable`; throws the
 * last failure. Only for a call that is safe to repeat: idempotent by nature, or carrying one
 * idempotency key on every attempt, so that the server applies it once however many attempts
 * reach it.
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  waits: readonly number[] = QUICK_WAITS_MS,
): Promise<T> {
  for (let tried = 0; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      const wait = waits[tried];
      if (wait === undefined || !isUnavailable(error)) throw error;
      await sleep(wait);
    }
  }
}
