import type { Clock } from '@orbis/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clockOffset, formatSeconds, readClock } from './countdown';

const SERVER_NOW = Date.parse('2026-05-01T12:00:00.000Z');

function clock(over: Partial<Clock> = {}): Clock {
  return {
    talks: 600,
    orders: 300,
    lock: true,
    phase: 'talks',
    paused: false,
    endsAt: new Date(SERVER_NOW + 412_000).toISOString(),
    left: 412,
    serverNow: new Date(SERVER_NOW).toISOString(),
    ...over,
  };
}

describe('clock offset', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts the same on a device whose clock is minutes off', () => {
    for (const skew of [0, 5 * 60_000, -7 * 60_000]) {
      vi.setSystemTime(SERVER_NOW + skew);
      const c = clock();
      const offset = clockOffset(c, Date.now());
      expect(offset + skew).toBe(0);
      expect(readClock(c, offset, Date.now()).left).toBe(412);
      vi.advanceTimersByTime(10_500);
      expect(readClock(c, offset, Date.now()).left).toBe(402);
    }
  });

  it('changes the seconds left exactly when a whole second passes', () => {
    vi.setSystemTime(SERVER_NOW + 123_456);
    const c = clock();
    const offset = clockOffset(c, Date.now());
    const first = readClock(c, offset, Date.now());
    expect(first.left).toBe(412);
    expect(first.nextChangeMs).toBe(1000);
    vi.advanceTimersByTime(999);
    expect(readClock(c, offset, Date.now()).left).toBe(412);
    vi.advanceTimersByTime(1);
    expect(readClock(c, offset, Date.now()).left).toBe(411);
  });

  it('runs talks into orders and orders into closed without a new answer', () => {
    vi.setSystemTime(SERVER_NOW - 90_000);
    const c = clock();
    const offset = clockOffset(c, Date.now());
    vi.advanceTimersByTime(412_000);
    expect(readClock(c, offset, Date.now())).toMatchObject({ phase: 'orders', left: 300 });
    vi.advanceTimersByTime(299_001);
    expect(readClock(c, offset, Date.now())).toMatchObject({ phase: 'orders', left: 1 });
    vi.advanceTimersByTime(999);
    expect(readClock(c, offset, Date.now())).toMatchObject({
      phase: 'closed',
      left: 0,
      nextChangeMs: null,
    });
  });

  it('keeps a paused or waiting clock still', () => {
    const paused = clock({ paused: true, endsAt: null, left: 200 });
    expect(readClock(paused, 0, SERVER_NOW + 50_000)).toMatchObject({
      phase: 'talks',
      paused: true,
      left: 200,
      nextChangeMs: null,
    });
    const waiting = clock({ phase: 'waiting', endsAt: null, left: 0 });
    expect(readClock(waiting, 0, SERVER_NOW)).toMatchObject({ phase: 'waiting', left: 0 });
  });
});

describe('formatSeconds', () => {
  it('writes minutes and seconds, and hours from an hour', () => {
    expect(formatSeconds(0)).toBe('0:00');
    expect(formatSeconds(65)).toBe('1:05');
    expect(formatSeconds(600)).toBe('10:00');
    expect(formatSeconds(3725)).toBe('1:02:05');
  });
});
