// Fixtures for the promise tests (not exported by index): a three-country table where country 1
// is armed, and promises made and accepted as the phones would.
import { acceptPromise, proposePromise, type PromiseProposal } from './promises.js';
import { resolveRound } from './resolve/resolve.js';
import { makeGame, started } from './testing.js';
import type { ActionResult, GamePromise, GameState, LogEntry, Order } from './types.js';

/**
 * Three countries of two cities each (ids 11, 12 / 21, 22 / 31, 32), six rounds, $5000 each;
 * countries 1 and 2 hold the nuclear technology and 10 bombs.
 */
export function table(): GameState {
  const g = makeGame(
    [
      [50, 50],
      [50, 50],
      [50, 50],
    ],
    { variables: { start_budget: 5000 }, seed: 3 },
  );
  return {
    ...g,
    countries: g.countries.map((c) => (c.id === 3 ? c : { ...c, hasTechnology: true, bombs: 10 })),
  };
}

/** The state of an action the test expects to succeed. */
export function applied(result: ActionResult): GameState {
  if (!result.ok) throw new Error(`refused: ${result.code}`);
  return result.state;
}

/** Country `from` proposes to `to` and `to` accepts; returns the state and the promise's id. */
export function promise(
  state: GameState,
  p: Partial<PromiseProposal> & Pick<PromiseProposal, 'kind' | 'until'>,
): { state: GameState; id: number } {
  const proposal: PromiseProposal = { from: 1, to: 2, value: null, ...p };
  const made = applied(proposePromise(state, proposal));
  const id = made.promises?.at(-1)?.id ?? 0;
  return { state: applied(acceptPromise(made, id, proposal.to)), id };
}

/** Plays the stopped round of `state` with `orders`. */
export function play(
  state: GameState,
  orders: Record<number, Order[]> = {},
): { state: GameState; log: LogEntry[] } {
  return resolveRound(started(state), orders);
}

/** Promise `id` of `state`. */
export function promiseOf(state: GameState, id: number): GamePromise {
  const p = state.promises?.find((q) => q.id === id);
  if (!p) throw new Error(`no promise ${id}`);
  return p;
}
