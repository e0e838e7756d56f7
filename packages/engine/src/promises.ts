// Promises made in talks (RULES.md "Promises"): a country proposes, the other accepts or
// declines, the maker may withdraw while nobody has answered. These are journaled actions; the
// verdicts are the resolution's (promise-verdicts.ts).
import type { PromiseKind } from './kinds.js';
import { refusePromiseLimit } from './limits.js';
import { entry } from './plan.js';
import type { ActionErrorCode, ActionResult, GamePromise, GameState, LogType } from './types.js';

/** The most a `transfer` promise may name, in $. */
export const MAX_PROMISE_VALUE = 1_000_000;

/**
 * What a country proposes: to whom, what, the amount of a transfer, and the last round it binds.
 * A type, not an interface: it is an action's journaled arguments, a plain record.
 */
export type PromiseProposal = {
  from: number;
  to: number;
  kind: PromiseKind;
  value: number | null;
  until: number;
};

type Failure = { ok: false; code: ActionErrorCode };
const fail = (code: ActionErrorCode): Failure => ({ ok: false, code });

/** The game's promises (none in a game created before them). */
export const promisesOf = (state: GameState): readonly GamePromise[] => state.promises ?? [];

/**
 * Why a proposal cannot be made, or null: the rounds it may bind run from the current one to the
 * last; only a `transfer` names an amount, a whole number from 1 to MAX_PROMISE_VALUE.
 */
export function proposalError(state: GameState, p: PromiseProposal): ActionErrorCode | null {
  if (state.over) return 'game_over';
  if (!state.countries.some((c) => c.id === p.from)) return 'unknown_country';
  if (p.to === p.from || !state.countries.some((c) => c.id === p.to)) return 'invalid_country';
  const last = state.variables.rounds;
  if (!Number.isInteger(p.until) || p.until < state.round || p.until > last) return 'invalid_round';
  if (p.kind === 'transfer') {
    const v = p.value;
    if (v === null || !Number.isInteger(v) || v < 1 || v > MAX_PROMISE_VALUE)
      return 'invalid_amount';
  } else if (p.value !== null) return 'invalid_amount';
  return null;
}

/**
 * A country proposes a promise to another (`proposed`), within its limits (limits.ts): so many
 * waiting for an answer at once, so many made in a round.
 */
export function proposePromise(state: GameState, p: PromiseProposal): ActionResult {
  const refused = proposalError(state, p) ?? refusePromiseLimit(state, p.from);
  if (refused) return fail(refused);
  const promises = promisesOf(state);
  const id = promises.reduce((max, q) => Math.max(max, q.id), 0) + 1;
  const made: GamePromise = {
    id,
    from: p.from,
    to: p.to,
    kind: p.kind,
    value: p.kind === 'transfer' ? p.value : null,
    until: p.until,
    round: state.round,
    status: 'proposed',
    sent: 0,
    settled: null,
  };
  return {
    ok: true,
    state: { ...state, promises: [...promises, made] },
    log: [entry(state.round, 'promise_proposed', p.from, id, p.to)],
  };
}

/** Who may answer a proposed promise: the country it is made to, or (withdraw) its maker. */
type Answer = 'accept' | 'decline' | 'withdraw';

const ANSWER: Record<Answer, { status: GamePromise['status']; log: LogType }> = {
  accept: { status: 'accepted', log: 'promise_accepted' },
  decline: { status: 'declined', log: 'promise_declined' },
  withdraw: { status: 'withdrawn', log: 'promise_withdrawn' },
};

function answer(state: GameState, id: number, country: number, how: Answer): ActionResult {
  if (state.over) return fail('game_over');
  const promise = promisesOf(state).find((p) => p.id === id);
  if (!promise) return fail('unknown_promise');
  const actor = how === 'withdraw' ? promise.from : promise.to;
  if (country !== actor) return fail('not_promise_party');
  if (promise.status !== 'proposed') return fail('promise_answered');
  const { status, log } = ANSWER[how];
  const other = actor === promise.from ? promise.to : promise.from;
  return {
    ok: true,
    state: {
      ...state,
      promises: promisesOf(state).map((p) => (p.id === id ? { ...p, status } : p)),
    },
    log: [entry(state.round, log, actor, id, other)],
  };
}

/** The country a promise was made to accepts it: from now on it binds its maker. */
export const acceptPromise = (state: GameState, id: number, country: number): ActionResult =>
  answer(state, id, country, 'accept');

/** The country a promise was made to declines it. */
export const declinePromise = (state: GameState, id: number, country: number): ActionResult =>
  answer(state, id, country, 'decline');

/** The maker takes back a promise nobody has answered yet. */
export const withdrawPromise = (state: GameState, id: number, country: number): ActionResult =>
  answer(state, id, country, 'withdraw');

/** A country's own promises, made and received, in the order made: what its phones may read. */
export function teamPromises(state: GameState, country: number): GamePromise[] {
  return promisesOf(state).filter((p) => p.from === country || p.to === country);
}

/** Each country's kept and broken promises, as their maker, keyed by country id. */
export function promiseTally(state: GameState): Record<number, { kept: number; broken: number }> {
  const tally: Record<number, { kept: number; broken: number }> = {};
  for (const c of state.countries) tally[c.id] = { kept: 0, broken: 0 };
  for (const p of promisesOf(state)) {
    const row = tally[p.from];
    if (!row) continue;
    if (p.status === 'kept') row.kept += 1;
    if (p.status === 'broken') row.broken += 1;
  }
  return tally;
}
