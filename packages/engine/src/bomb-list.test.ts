import { describe, expect, it } from 'vitest';
import { bombings } from './bomb-list.js';
import { resolveRound } from './resolve/resolve.js';
import { makeGame, started } from './testing.js';
import type { GameState, LogEntry, Order } from './types.js';

describe('bombings', () => {
  it('names every attacker, the city and whether a shield stopped the bomb, in order', () => {
    let s: GameState = makeGame([[50, 60], [50, 60], [50]]);
    const log: LogEntry[] = [];
    const play = (orders: Record<number, Order[]>) => {
      const r = resolveRound(started(s), orders);
      s = r.state;
      log.push(...r.log);
    };
    play({ 1: [{ type: 'technology' }], 3: [{ type: 'technology' }] });
    play({
      1: [{ type: 'build_bombs', count: 2 }],
      2: [{ type: 'shield', city: 21 }],
      3: [{ type: 'build_bombs', count: 1 }],
    });
    play({
      1: [
        { type: 'attack', city: 21 },
        { type: 'attack', city: 22 },
      ],
      3: [{ type: 'attack', city: 22 }],
    });
    expect(bombings(log)).toEqual([
      { round: 3, country: 1, city: 21, destroyed: false },
      { round: 3, country: 1, city: 22, destroyed: true },
      // Country 3's bomb on 22 found it destroyed: not dropped, so no bombing.
    ]);
  });

  it('is empty when no bomb fell', () => {
    expect(bombings([])).toEqual([]);
  });
});
