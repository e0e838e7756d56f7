import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Polls `check` until it returns something other than undefined, and returns that; fails after
 * `timeoutMs`. For what a server does by itself at its own pace (reconnecting, recovering), so
 * that tests wait for it rather than assert how long it took.
 */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (err) {
      last = err;
    }
    await sleep(100);
  }
  throw new Error(
    `still waiting for ${what} after ${timeoutMs} ms${last ? `: ${String(last)}` : ''}`,
  );
}
