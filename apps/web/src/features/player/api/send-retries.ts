// A send of the order set that got no usable answer is tried again at once, a few times, before
// the phone gives up on it: on a venue's Wi-Fi a connection often drops for a moment only.
import { ApiError } from '../../../lib/api-client';

/** The waits before each new attempt, in ms: four more attempts within about 8 s. */
export const RETRY_WAITS_MS: readonly number[] = [500, 1000, 2000, 4000];

/** Answers of a proxy in front of a server that is restarting or did not answer in time. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/**
 * True when the request may never have reached the server or its answer was lost: no HTTP
 * answer at all (a network error, a connection reset), or a gateway's 502, 503 or 504. Any
 * other answer is the server's word and is final.
 */
export function worthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return GATEWAY_STATUSES.has(error.status);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt`, and again after each of `waits` while it fails in a way `worthRetrying`;
 * throws the last failure. Every attempt must carry the same submit key, so that the server
 * applies the set once however many of them reach it.
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  waits: readonly number[] = RETRY_WAITS_MS,
): Promise<T> {
  for (let tried = 0; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      const wait = waits[tried];
      if (wait === undefined || !worthRetrying(error)) throw error;
      await sleep(wait);
    }
  }
}
