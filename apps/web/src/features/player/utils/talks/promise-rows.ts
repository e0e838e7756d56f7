// Promises from the team's side: which ones wait for whom, and how long one binds. The engine
// judges them; the phone only says where each one stands.
import type { GamePromise, PlayerState } from '@orbis/contracts';
import { promiseOrder } from '../../../../lib/promise-order';

/** What the team may do about a promise: answer one made to it, or take back its own. */
export type PromiseStep = 'accept' | 'decline' | 'withdraw';

export interface PromiseRow {
  promise: GamePromise;
  /** True when we made it; false when it was made to us. */
  ours: boolean;
  /** The other country, or a stand-in when it is no longer in the view. */
  other: { id: number; name: string; flag: string };
  steps: PromiseStep[];
}

/** The steps a promise allows the team: only a proposed one can be answered or withdrawn. */
export function promiseSteps(promise: GamePromise, me: number, over: boolean): PromiseStep[] {
  if (over || promise.status !== 'proposed') return [];
  if (promise.to === me) return ['accept', 'decline'];
  if (promise.from === me) return ['withdraw'];
  return [];
}

/** Our promises, made and received: what needs an answer first, then the newest first. */
export function promiseRows(state: PlayerState): PromiseRow[] {
  const me = state.me.id;
  return state.promises
    .map((promise) => {
      const ours = promise.from === me;
      const otherId = ours ? promise.to : promise.from;
      const country = state.countries.find((c) => c.id === otherId);
      return {
        promise,
        ours,
        other: country
          ? { id: country.id, name: country.name, flag: country.flag }
          : { id: otherId, name: `#${otherId}`, flag: '' },
        steps: promiseSteps(promise, me, state.game.over),
      };
    })
    .sort((a, b) => promiseOrder(a.promise, b.promise));
}

/** How many promises made to us wait for our answer. */
export function promisesWaiting(state: PlayerState): number {
  if (state.game.over) return 0;
  return state.promises.filter((p) => p.to === state.me.id && p.status === 'proposed').length;
}

/**
 * How many rounds an accepted promise still binds, the current one included (`round` is the
 * round in play, or the next one between rounds): 1 when this round is its last.
 */
export const roundsLeft = (promise: GamePromise, round: number): number =>
  Math.max(0, promise.until - round + 1);

/** The rounds a new promise may bind until: the current one to the last. */
export function untilChoices(round: number, rounds: number | undefined): number[] {
  const last = Math.max(round, rounds ?? round);
  return Array.from({ length: last - round + 1 }, (_, i) => round + i);
}
