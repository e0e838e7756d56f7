import { describe, expect, it } from 'vitest';
import { credit } from './credit.js';
import { replayGame, type ReplayStep } from './replay.js';
import { endRound, startRound } from './round.js';
import { makeGame } from './testing.js';
import type { ActionResult, GameState, Order } from './types.js';
import { whatIf, WHAT_IF_KINDS, type WhatIf } from './what-if.js';

/**
 * A game played live and journaled as the server does: country 1 buys technology, builds a bomb
 * and drops it on country 2's city 21, country 2 sanctions country 1 and later lifts it, country 3
 * sends country 2 money every round, and the host credits country 3 once.
 */
function playLive(): { initial: GameState; live: GameState; steps: ReplayStep[] } {
  const initial = makeGame(
    [
      [50, 40],
      [60, 50],
      [40, 40],
    ],
    { seed: 11 },
  );
  let live = initial;
  const steps: ReplayStep[] = [];
  const act = (kind: string, args: unknown, result: ActionResult<string>) => {
    if (!result.ok) throw new Error(`${kind} refused: ${result.code}`);
    live = result.state;
    steps.push({ type: 'action', seq: steps.length + 1, kind, args });
  };
  for (let round = 1; round <= live.variables.rounds; round++) {
    act('start_round', {}, startRound(live, live.round, 0));
    if (round === 2) act('credit', { country: 3, amount: 100 }, credit(live, 3, 100));
    const orders: Record<number, Order[]> = {
      1:
        round === 1
          ? [{ type: 'technology' }]
          : round === 2
            ? [{ type: 'build_bombs', count: 1 }]
            : round === 3
              ? [{ type: 'attack', city: 21 }]
              : [{ type: 'develop', city: 11 }],
      2:
        round === 1
          ? [{ type: 'sanction', country: 1 }]
          : round === 4
            ? [{ type: 'lift_sanction', country: 1 }]
            : [{ type: 'develop', city: 22 }],
      3: [
        { type: 'develop', city: 31 },
        { type: 'transfer', country: 2, amount: 200 },
      ],
    };
    steps.push({
      type: 'round',
      seq: steps.length + 1,
      round,
      stateBefore: JSON.parse(JSON.stringify(live)) as GameState,
      orders,
    });
    const ended = endRound(live, round, orders);
    if (!ended.ok) throw new Error(`round ${round} refused: ${ended.code}`);
    live = ended.state;
  }
  return { initial, live, steps };
}

const country = (state: GameState, id: number) => {
  const found = state.countries.find((c) => c.id === id);
  if (!found) throw new Error(`no country ${id}`);
  return found;
};

const last = (w: WhatIf, id: number) => w.rounds.at(-1)?.countries[String(id)];

describe('whatIf', () => {
  const { initial, live, steps } = playLive();

  it('leaving nothing out reproduces the game as it happened', () => {
    expect(live.over).toBe(true);
    expect(live.cities.find((c) => c.id === 21)?.destroyed).toBe(true);
    const w = whatIf(initial, steps, []);
    expect(w.state).toEqual(replayGame(initial, steps).state);
    expect(w.state).toEqual(live);
    expect(w.rounds.map((r) => r.round)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(w.rounds.map((r) => r.ecology)).toEqual(live.history.map((h) => h.ecology));
    expect(last(w, 2)).toEqual({
      averageStandard: country(live, 2).averageStandard,
      budget: country(live, 2).budget,
    });
  });

  it('without attacks, the bombed country ends with a higher standard and its city stands', () => {
    const w = whatIf(initial, steps, ['attacks']);
    expect(w.without).toEqual(['attacks']);
    expect(w.state.cities.find((c) => c.id === 21)?.destroyed).toBe(false);
    expect(last(w, 2)?.averageStandard).toBeGreaterThan(country(live, 2).averageStandard);
    // The bomb built is still paid for: it stays in country 1's arsenal, undropped.
    expect(country(w.state, 1).bombs).toBe(1);
    expect(w.state.ecology).toBeGreaterThan(live.ecology);
  });

  it('without transfers, the sender keeps the money and the receiver goes without it', () => {
    const w = whatIf(initial, steps, ['transfers']);
    expect(last(w, 3)?.budget).toBe(country(live, 3).budget + 6 * 200);
    expect(last(w, 2)?.budget).toBeLessThan(country(live, 2).budget);
    expect(country(w.state, 3).totals.transfersSent).toBe(0);
  });

  it('keeps the order kinds it is not told to leave out', () => {
    const w = whatIf(initial, steps, ['transfers']);
    // The bomb still fell and the sanction was still imposed then lifted.
    expect(w.state.cities.find((c) => c.id === 21)?.destroyed).toBe(true);
    expect(country(w.state, 1).totals.bombsDropped).toBe(1);
    expect(country(w.state, 2).totals.sanctionsLifted).toBe(1);
  });

  it('without sanctions, the sanctioned country is never under one', () => {
    const w = whatIf(initial, steps, ['sanctions']);
    expect(country(w.state, 2).totals.sanctionsLifted).toBe(0);
    expect(last(w, 1)?.budget).toBeGreaterThan(country(live, 1).budget);
  });

  it('names the winner of the what-if world, and nobody when its ecology collapsed', () => {
    const w = whatIf(initial, steps, [...WHAT_IF_KINDS]);
    const top = Math.max(...w.state.countries.map((c) => c.averageStandard));
    expect(w.winner.length).toBeGreaterThan(0);
    for (const id of w.winner) expect(country(w.state, id).averageStandard).toBe(top);

    // The bomb's drop and its making bring an ecology of 6 to 0 by round 3; nothing more is resolved.
    const fragile = { ...initial, ecology: 6 };
    const collapsed = whatIf(fragile, steps, []);
    expect(collapsed.state.collapsed).toBe(true);
    expect(collapsed.winner).toEqual([]);
    expect(collapsed.rounds.length).toBeLessThan(6);
  });
});
