import { describe, expect, it } from 'vitest';
import { createGame } from '../create.js';
import { validateOrders } from '../validate.js';
import { playerView } from '../views.js';
import { BOTS } from './bots.js';
import { createRandom } from '../random.js';
import { resolveRound } from '../resolve/resolve.js';
import { logView } from '../log-view.js';
import type { LogEntry, Order } from '../types.js';
import { simulate } from './simulate.js';
import { started } from '../testing.js';

// Country 2 arms and drops one bomb on country 1 in round 3, so the reacting bots have
// something to answer.
const RIVAL: Order[][] = [
  [{ type: 'technology' }],
  [{ type: 'build_bombs', count: 1 }],
  [{ type: 'attack', city: 11 }],
];

describe('simulate', () => {
  it('gives the same numbers for the same seed', () => {
    const a = simulate({ games: 40, seed: 5 });
    expect(simulate({ games: 40, seed: 5 })).toEqual(a);
    expect(simulate({ games: 40, seed: 6 })).not.toEqual(a);
    expect(Object.keys(a.strategies).length).toBeGreaterThanOrEqual(3);
  });

  it('bots only send orders the engine accepts, with and without UFOs', () => {
    expect(simulate({ games: 60, seed: 2 }).skippedOrders).toBe(0);
    expect(simulate({ games: 60, seed: 2, mods: ['ufo'] }).skippedOrders).toBe(0);
  });

  it('every bot submits valid order sets round after round', () => {
    const rnd = createRandom(9);
    for (const [name, bot] of Object.entries(BOTS)) {
      let state = createGame({
        variables: { start_budget: 5000 },
        countries: [1, 2, 3].map((id) => ({
          id,
          name: `C${id}`,
          cities: [1, 2, 3, 4].map((j) => ({ id: id * 10 + j, name: `c${j}`, development: 40 })),
        })),
        mods: ['ufo'],
      });
      const read: LogEntry[] = [];
      while (!state.over) {
        state = started(state);
        const orders = bot(playerView(state, 1), rnd, read);
        expect(validateOrders(state, 1, orders), name).toMatchObject({ ok: true });
        const result = resolveRound(state, { 1: orders, 2: RIVAL[state.round - 1] ?? [] });
        read.push(...logView(result.log, { country: 1 }));
        state = result.state;
      }
    }
  });

  it('win rates add up to the games that had a winner', () => {
    const r = simulate({ games: 100, seed: 1 });
    const wins = Object.values(r.strategies).reduce((a, s) => a + s.winRate, 0);
    expect(wins).toBeCloseTo(1 - r.ecologyCollapses / 100, 2);
  });
});
