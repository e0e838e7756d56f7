import { SUBMIT_KEY_PATTERN } from '@orbis/contracts';
import { webcrypto } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { newIdempotencyKey } from './idempotency-key';
import { backoffMs, isUnavailable, withRetries } from './server-unavailable';

/** An attempt that fails with each of `failures` in turn, then answers `done`. */
function attempts(...failures: unknown[]) {
  const calls: number[] = [];
  const attempt = () => {
    calls.push(Date.now());
    const failure = failures[calls.length - 1];
    return failure === undefined ? Promise.resolve('done') : Promise.reject(failure);
  };
  return { attempt, calls };
}

const noAnswer = () => new TypeError('Failed to fetch');

describe('a send tried again', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries a send that got no answer again after growing waits, until it is answered', async () => {
    const { attempt, calls } = attempts(noAnswer(), new ApiError(502, 'Bad Gateway'), noAnswer());
    const result = withRetries(attempt);
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toHaveLength(4);
    await expect(result).resolves.toBe('done');
    expect(calls.map((at) => at - (calls[0] ?? 0))).toEqual([0, 500, 1500, 3500]);
  });

  it('gives up after the last wait with the last failure', async () => {
    const { attempt, calls } = attempts(...Array.from({ length: 9 }, () => new ApiError(504, 'x')));
    const result = withRetries(attempt);
    const failed = expect(result).rejects.toMatchObject({ status: 504 });
    await vi.advanceTimersByTimeAsync(10_000);
    await failed;
    expect(calls).toHaveLength(5);
  });

  it('never tries again what the server answered: a refusal is final', async () => {
    for (const status of [401, 409, 422, 429, 500]) {
      const { attempt, calls } = attempts(new ApiError(status, 'no'));
      await expect(withRetries(attempt)).rejects.toMatchObject({ status });
      expect(calls).toHaveLength(1);
    }
  });
});

describe('a call the server could not take', () => {
  it('is one with no answer, or a 502, 503 or 504, and no other answer', () => {
    expect(isUnavailable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isUnavailable(new DOMException('The operation timed out.', 'TimeoutError'))).toBe(true);
    for (const status of [502, 503, 504])
      expect(isUnavailable(new ApiError(status, 'x'))).toBe(true);
    for (const status of [400, 401, 403, 409, 419, 422, 429, 500])
      expect(isUnavailable(new ApiError(status, 'x'))).toBe(false);
  });

  it('is tried again after waits that double up to 15 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(backoffMs)).toEqual([
      500, 1000, 2000, 4000, 8000, 15_000, 15_000, 15_000,
    ]);
  });
});

describe('the idempotency key', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is new for each action and of the form the server takes', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(SUBMIT_KEY_PATTERN);
  });

  it('is made without randomUUID on a page that is not a secure context', () => {
    vi.stubGlobal('crypto', { getRandomValues: webcrypto.getRandomValues.bind(webcrypto) });
    const [a, b] = [newIdempotencyKey(), newIdempotencyKey()];
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
  });
});
