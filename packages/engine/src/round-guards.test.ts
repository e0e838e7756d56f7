import { describe, expect, it } from 'vitest';
import { refuseEnd, refuseInRound, refuseStart } from './round-guards.js';

const stopped = { over: false, phase: 'stopped', round: 2 } as const;
const running = { ...stopped, phase: 'running' } as const;
const over = { over: true, phase: 'stopped', round: 6 } as const;

describe('round-phase guards', () => {
  it('start only the stopped current round of a game that is not over', () => {
    expect(refuseStart(stopped, 2)).toBeNull();
    expect(refuseStart(running, 2)).toBe('round_running');
    expect(refuseStart(stopped, 1)).toBe('stale_round');
    expect(refuseStart(over, 6)).toBe('game_over');
  });

  it('end only the running current round', () => {
    expect(refuseEnd(running, 2)).toBeNull();
    expect(refuseEnd(stopped, 2)).toBe('round_not_running');
    expect(refuseEnd(over, 6)).toBe('round_not_running');
    expect(refuseEnd(running, 3)).toBe('stale_round');
  });

  it('let a team act only in the running current round of a game that is not over', () => {
    expect(refuseInRound(running, 2)).toBeNull();
    expect(refuseInRound(over, 6)).toBe('game_over');
    expect(refuseInRound(stopped, 2)).toBe('round_not_running');
    expect(refuseInRound(running, 1)).toBe('stale_round');
  });
});
