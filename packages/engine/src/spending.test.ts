import { describe, expect, it } from 'vitest';
import { resolveRound } from './resolve/resolve.js';
import { roundSpending } from './spending.js';
import { makeGame, started } from './testing.js';

describe('roundSpending', () => {
  it("tells what a country spent on each kind of order in a round, and nothing of the others'", () => {
    const game = makeGame([[50, 60], [50]], { variables: { start_budget: 5000 } });
    const v = game.variables;
    const first = resolveRound(started(game), {
      1: [
        { type: 'develop', city: 11 },
        { type: 'develop', city: 12 },
        { type: 'shield', city: 11 },
        { type: 'technology' },
        { type: 'ecology' },
        { type: 'transfer', country: 2, amount: 70 },
      ],
      2: [{ type: 'develop', city: 21 }],
    });
    expect(roundSpending(first.log, 1, v)).toEqual({
      develop: 2 * v.develop_cost,
      shield: v.shield_cost,
      technology: v.technology_cost,
      build_bombs: 0,
      ecology: v.ecology_cost,
      ufo_contact: 0,
      transfer: 70,
    });
    const second = resolveRound(started(first.state), { 1: [{ type: 'build_bombs', count: 3 }] });
    expect(roundSpending(second.log, 1, v)).toMatchObject({ build_bombs: 3 * v.bomb_cost });
    // Country 2 received the transfer: receiving is no spending.
    expect(roundSpending(first.log, 2, v)).toMatchObject({ develop: v.develop_cost, transfer: 0 });
  });
});
