import { describe, expect, it } from 'vitest';
import { foldJournal, type ReplayStep } from './journal.js';
import { resolveRound } from './resolve/resolve.js';
import { makeGame, started } from './testing.js';
import type { GameState, Order } from './types.js';

const initial = makeGame([
  [50, 40],
  [60, 30],
]);
const develop: Record<number, Order[]> = { 1: [{ type: 'develop', city: 11 }] };

/** Round 1 started, credited, resolved with `develop`; then an unknown and a refused action. */
function journal(): { steps: ReplayStep[]; before: GameState } {
  const before = started(initial);
  const credited = {
    ...before,
    countries: before.countries.map((c) => (c.id === 2 ? { ...c, budget: c.budget + 10 } : c)),
  };
  return {
    before: credited,
    steps: [
      { type: 'action', seq: 1, kind: 'start_round', args: { now: 0 } },
      { type: 'action', seq: 2, kind: 'credit', args: { country: 2, amount: 10 } },
      { type: 'round', seq: 3, round: 1, stateBefore: credited, orders: develop },
      { type: 'action', seq: 4, kind: 'no_such_kind', args: {} },
      { type: 'action', seq: 5, kind: 'credit', args: { country: 9, amount: 10 } },
    ],
  };
}

describe('foldJournal', () => {
  it('runs the actions and resolves the rounds in order, telling each round and each skip', () => {
    const { steps, before } = journal();
    const rounds: [number, GameState, GameState][] = [];
    const skipped: [number, string | null][] = [];
    const state = foldJournal(initial, steps, {
      round: (step, from, after) => rounds.push([step.round, from, after]),
      skipped: (step, code) => skipped.push([step.seq, code]),
    });
    const after = resolveRound(before, develop).state;
    expect(state).toEqual(after);
    expect(rounds).toEqual([[1, before, after]]);
    expect(skipped).toEqual([
      [4, null],
      [5, 'unknown_country'],
    ]);
  });

  it('resolves a round with the orders the watch gives, or not at all', () => {
    const { steps, before } = journal();
    const none = foldJournal(initial, steps, { orders: () => ({}) });
    expect(none).toEqual(resolveRound(before, {}).state);
    const unresolved = foldJournal(initial, steps, { resolves: () => false });
    expect(unresolved).toEqual(before);
  });

  it('folds an empty journal to the initial state', () => {
    expect(foldJournal(initial, [])).toBe(initial);
  });
});
