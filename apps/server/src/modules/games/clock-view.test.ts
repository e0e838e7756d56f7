import { newClock } from '@orbis/engine';
import { describe, expect, it } from 'vitest';
import { clockJson, withClock, type ClockSource } from './clock-view.js';

const T0 = Date.parse('2030-05-01T18:00:00.000Z');
const running: ClockSource = {
  phase: 'running',
  clock: {
    ...newClock({ talks: 60, orders: 30, lock: false }),
    run: { phase: 'talks', endsAt: T0 + 60_000, pausedLeft: null },
  },
};

describe('the clock in kept answers', () => {
  it('sends the kept bytes themselves for a game without a clock', () => {
    const kept = Buffer.from('{"game":{"clock":null,"id":1}}');
    expect(withClock(kept, null, T0)).toBe(kept);
  });

  it('puts the clock of the moment in place of the kept null', () => {
    const kept = Buffer.from('{"game":{"clock":null,"id":1},"log":{}}');
    const answer = JSON.parse(withClock(kept, running, T0 + 15_000).toString()) as unknown;
    expect(answer).toEqual({
      game: { clock: clockJson(running, T0 + 15_000), id: 1 },
      log: {},
    });
    expect(clockJson(running, T0 + 15_000)).toEqual({
      talks: 60,
      orders: 30,
      lock: false,
      phase: 'talks',
      paused: false,
      endsAt: '2030-05-01T18:01:00.000Z',
      left: 45,
      serverNow: '2030-05-01T18:00:15.000Z',
    });
  });

  it('refuses bytes that do not begin with the kept clock', () => {
    expect(() => withClock(Buffer.from('{"game":{"id":1,"clock":null}}'), running, T0)).toThrow();
  });
});
