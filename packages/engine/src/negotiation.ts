import { entry } from './plan.js';
import type { ActionErrorCode, ActionResult, GameState, LogType } from './types.js';
import type { NegotiationStatus } from './kinds.js';
import type { Negotiation } from './types.js';
import {
  busyParties,
  hostStepError,
  negotiationBetween,
  teamStepError,
  type HostNegotiationStep,
  type TeamNegotiationStep,
} from './negotiation-steps.js';

type Failure = { ok: false; code: ActionErrorCode };
const fail = (code: ActionErrorCode): Failure => ({ ok: false, code });

function guard(state: GameState): Failure | null {
  if (!state.mods.includes('negotiation')) return fail('mod_disabled');
  return state.over ? fail('game_over') : null;
}

function update(
  state: GameState,
  negotiation: Negotiation,
  status: NegotiationStatus,
  type: LogType,
  actor: number,
): ActionResult {
  const negotiations = state.negotiations.map((n) =>
    n.id === negotiation.id ? { ...n, status } : n,
  );
  const other = actor === negotiation.from ? negotiation.to : negotiation.from;
  let countries = state.countries;
  if (status === 'finished') {
    countries = countries.map((c) =>
      c.id === negotiation.from || c.id === negotiation.to
        ? { ...c, totals: { ...c.totals, negotiationsFinished: c.totals.negotiationsFinished + 1 } }
        : c,
    );
  }
  const log = [entry(state.round, type, actor, negotiation.id, other)];
  return { ok: true, state: { ...state, negotiations, countries }, log };
}

/** The negotiation with this id in a game that plays negotiation mode, or the error to return. */
function byId(state: GameState, id: number): Negotiation | Failure {
  const bad = guard(state);
  if (bad) return bad;
  return state.negotiations.find((n) => n.id === id) ?? fail('unknown_negotiation');
}

/** Finds the negotiation the host's `step` may act on, or the error to return. */
function forHost(state: GameState, id: number, step: HostNegotiationStep): Negotiation | Failure {
  const negotiation = byId(state, id);
  if ('ok' in negotiation) return negotiation;
  const refused = hostStepError(step, negotiation.status);
  return refused ? fail(refused) : negotiation;
}

/** Finds the negotiation a country's `step` may act on, or the error to return. */
function forTeam(
  state: GameState,
  id: number,
  countryId: number,
  step: TeamNegotiationStep,
): Negotiation | Failure {
  const negotiation = byId(state, id);
  if ('ok' in negotiation) return negotiation;
  const refused = teamStepError(step, negotiation.status, negotiation.to === countryId);
  if (refused) return fail(refused);
  return negotiation.from === countryId || negotiation.to === countryId
    ? negotiation
    : fail('not_participant');
}

/** A country requests a negotiation with another (`sent`). */
export function requestNegotiation(state: GameState, from: number, to: number): ActionResult {
  const bad = guard(state);
  if (bad) return bad;
  if (!state.countries.some((c) => c.id === from)) return fail('unknown_country');
  if (from === to || !state.countries.some((c) => c.id === to)) return fail('invalid_country');
  const open = teamStepError(
    'request',
    negotiationBetween(state.negotiations, from, to)?.status ?? null,
    false,
  );
  if (open) return fail(open);
  const id = state.negotiations.reduce((max, n) => Math.max(max, n.id), 0) + 1;
  const negotiation: Negotiation = { id, from, to, status: 'sent', round: state.round };
  const log = [entry(state.round, 'negotiation_requested', from, id, to)];
  return { ok: true, state: { ...state, negotiations: [...state.negotiations, negotiation] }, log };
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
  status: 'accepted' | 'refused',
  type: LogType,
): ActionResult {
  const negotiation = forTeam(state, id, countryId, status === 'accepted' ? 'accept' : 'refuse');
  if ('ok' in negotiation) return negotiation;
  return update(state, negotiation, status, type, countryId);
}

/** The host starts an accepted negotiation (`ongoing`) if neither country is already in an ongoing one. */
export function startNegotiation(state: GameState, id: number): ActionResult {
  const negotiation = forHost(state, id, 'start');
  if ('ok' in negotiation) return negotiation;
  if (busyParties(state.negotiations, negotiation.from, negotiation.to).length > 0)
    return fail('busy');
  return update(state, negotiation, 'ongoing', 'negotiation_started', negotiation.from);
}

/** Either side marks an ongoing negotiation `done` (shown to the host as "ongoing, ready to finish"). */
export function markNegotiationDone(state: GameState, id: number, countryId: number): ActionResult {
  const negotiation = forTeam(state, id, countryId, 'done');
  if ('ok' in negotiation) return negotiation;
  return update(state, negotiation, 'done', 'negotiation_done', countryId);
}

/** The host finishes an `ongoing` or `done` negotiation (`finished`); both sides count a peaceful act. */
export function finishNegotiation(state: GameState, id: number): ActionResult {
  const negotiation = forHost(state, id, 'finish');
  if ('ok' in negotiation) return negotiation;
  return update(state, negotiation, 'finished', 'negotiation_finished', negotiation.from);
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
