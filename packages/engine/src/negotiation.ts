import { entry } from './plan.js';
import type { ActionErrorCode, ActionResult, GameState, LogType } from './types.js';
import type { Negotiation, NegotiationStatus } from './types.js';

type Failure = { ok: false; code: ActionErrorCode };
const fail = (code: ActionErrorCode): Failure => ({ ok: false, code });

// "ongoing, ready to finish" is still ongoing, so `done` also keeps a country busy.
const BUSY: readonly NegotiationStatus[] = ['ongoing', 'done'];
const OPEN: readonly NegotiationStatus[] = ['sent', 'accepted', 'ongoing', 'done'];

function guard(state: GameState): Failure | null {
  if (!state.mods.includes('negotiation')) return fail('mod_disabled');
  return state.over ? fail('game_over') : null;
}

function update(
  state: GameState,
  talk: Negotiation,
  status: NegotiationStatus,
  type: LogType,
  actor: number,
): ActionResult {
  const negotiations = state.negotiations.map((n) => (n.id === talk.id ? { ...n, status } : n));
  const other = actor === talk.from ? talk.to : talk.from;
  let countries = state.countries;
  if (status === 'finished') {
    countries = countries.map((c) =>
      c.id === talk.from || c.id === talk.to
        ? { ...c, totals: { ...c.totals, negotiationsFinished: c.totals.negotiationsFinished + 1 } }
        : c,
    );
  }
  const log = [entry(state.round, type, actor, talk.id, other)];
  return { ok: true, state: { ...state, negotiations, countries }, log };
}

/** Finds a talk in one of the allowed statuses, or the error to return. */
function find(
  state: GameState,
  id: number,
  allowed: readonly NegotiationStatus[],
): Negotiation | Failure {
  const talk = state.negotiations.find((n) => n.id === id);
  if (!talk) return fail('unknown_negotiation');
  return allowed.includes(talk.status) ? talk : fail('wrong_status');
}

/** A country requests talks with another (`sent`). */
export function requestNegotiation(state: GameState, from: number, to: number): ActionResult {
  const bad = guard(state);
  if (bad) return bad;
  if (!state.countries.some((c) => c.id === from)) return fail('unknown_country');
  if (from === to || !state.countries.some((c) => c.id === to)) return fail('invalid_country');
  const pair = (n: Negotiation) =>
    (n.from === from && n.to === to) || (n.from === to && n.to === from);
  if (state.negotiations.some((n) => pair(n) && OPEN.includes(n.status)))
    return fail('negotiation_exists');
  const id = state.negotiations.reduce((max, n) => Math.max(max, n.id), 0) + 1;
  const talk: Negotiation = { id, from, to, status: 'sent', round: state.round };
  const log = [entry(state.round, 'negotiation_requested', from, id, to)];
  return { ok: true, state: { ...state, negotiations: [...state.negotiations, talk] }, log };
}

/** The requested country accepts (`sent` -> `accepted`). */
export function acceptNegotiation(state: GameState, id: number, countryId: number): ActionResult {
  return answer(state, id, countryId, 'accepted', 'negotiation_accepted');
}

/** The requested country refuses (`sent` -> `refused`). */
export function refuseNegotiation(state: GameState, id: number, countryId: number): ActionResult {
  return answer(state, id, countryId, 'refused', 'negotiation_refused');
}

function answer(
  state: GameState,
  id: number,
  countryId: number,
  status: NegotiationStatus,
  type: LogType,
): ActionResult {
  const talk = guard(state) ?? find(state, id, ['sent']);
  if ('ok' in talk) return talk;
  if (talk.to !== countryId) return fail('not_participant');
  return update(state, talk, status, type, countryId);
}

/** The host starts accepted talks (`ongoing`) if neither country is already in ongoing talks. */
export function startNegotiation(state: GameState, id: number): ActionResult {
  const talk = guard(state) ?? find(state, id, ['accepted']);
  if ('ok' in talk) return talk;
  const involved = (n: Negotiation) =>
    [n.from, n.to].some((c) => c === talk.from || c === talk.to) && BUSY.includes(n.status);
  if (state.negotiations.some(involved)) return fail('busy');
  return update(state, talk, 'ongoing', 'negotiation_started', talk.from);
}

/** Either side marks ongoing talks `done` (shown to the host as "ongoing, ready to finish"). */
export function markNegotiationDone(state: GameState, id: number, countryId: number): ActionResult {
  const talk = guard(state) ?? find(state, id, ['ongoing']);
  if ('ok' in talk) return talk;
  if (talk.from !== countryId && talk.to !== countryId) return fail('not_participant');
  return update(state, talk, 'done', 'negotiation_done', countryId);
}

/** The host finishes `ongoing` or `done` talks (`finished`); both sides count a peaceful act. */
export function finishNegotiation(state: GameState, id: number): ActionResult {
  const talk = guard(state) ?? find(state, id, BUSY);
  if ('ok' in talk) return talk;
  return update(state, talk, 'finished', 'negotiation_finished', talk.from);
}

/** The negotiation transitions under short names. */
export const negotiation = Object.freeze({
  request: requestNegotiation,
  accept: acceptNegotiation,
  refuse: refuseNegotiation,
  start: startNegotiation,
  markDone: markNegotiationDone,
  finish: finishNegotiation,
});
