// The host's calls: their games, and the rounds, negotiations and credits of one game. Every
// write goes through `writeGame` (one at a time, version checked); the engine decides every rule,
// and a refusal comes back as a value for the route to answer. Each call checks its caller first
// (`hostedWrite`).
import type { CreditResponse, HostGamesListItem, RoundEnded, RoundRunning } from '@orbis/contracts';
import {
  carryClock,
  endRound as engineEnd,
  negotiationBetween,
  refuseEnd,
  startRound as engineStart,
  type GameAction,
  type HostNegotiationStep,
  type Order,
} from '@orbis/engine';
import type { Db } from '../../../db/database.js';
import type { Cache } from '../../cache.js';
import { ACCESS_CODES_GROUP } from '../access-codes.js';
import { negotiationChanged } from '../write/events.js';
import { actionRefusal, roundControlRefusal, type CallResult } from '../write/refusal.js';
import { deleteGame as deleteGameRow, listGames as listGameRows } from '../repository/games.js';
import { ordersOfRound } from '../repository/orders.js';
import { lastRound } from '../repository/rounds.js';
import { actionDecision, type GameContext } from '../write/write.js';
import { requireOwnedGame, type Viewer } from '../access.js';
import { hostedWrite } from './hosted-write.js';
import { undoableRound } from './undoable.js';

/**
 * The games a host owns or co-hosts, or every game for an admin; newest first. Each says the
 * caller's `role`: "cohost" where they were named co-host, else "owner" (an admin may do all an
 * owner may on every game).
 */
export async function listGames(
  db: Db,
  user: { id: number; role: 'admin' | 'host' },
): Promise<HostGamesListItem[]> {
  const admin = user.role === 'admin';
  const rows = await listGameRows(db, admin ? null : user.id);
  return rows.map(({ hostId, ...game }) => ({
    ...game,
    role: admin || hostId === user.id ? 'owner' : 'cohost',
  }));
}

/** Starts the stopped current round `round`, and its clock's first phase. */
export function startRound(
  ctx: GameContext,
  user: Viewer['user'],
  gameId: number,
  round: number,
): Promise<CallResult<RoundRunning>> {
  return hostedWrite(ctx, user, gameId, ({ state }) => {
    const now = ctx.now();
    const started = engineStart(state, round, now);
    if (!started.ok) return roundControlRefusal(started.code);
    // The round's scheduled world events applied inside the start.
    const applied = (started.state.worldEvents?.length ?? 0) > (state.worldEvents?.length ?? 0);
    return {
      ok: true,
      state: started.state,
      record: { kind: 'action', action: { kind: 'start_round', args: { now } }, log: started.log },
      events: [
        { name: 'round-started', payload: {} },
        ...(applied ? [{ name: 'world-event' as const, payload: {} }] : []),
      ],
      value: { round: started.state.round, stopped: false },
    };
  });
}

/**
 * Ends the running round `round`: resolves it with the submitted order sets and records the
 * state before it, its orders and its log. However many calls race, one resolves it; the others
 * find the round no longer running (409).
 */
export function endRound(
  ctx: GameContext,
  user: Viewer['user'],
  gameId: number,
  round: number,
): Promise<CallResult<RoundEnded>> {
  return hostedWrite(ctx, user, gameId, async ({ state }, trx) => {
    // Checked before reading the orders: racing calls that lose read nothing more.
    const closed = refuseEnd(state, round);
    if (closed) return roundControlRefusal(closed);
    const sets = await ordersOfRound(trx, gameId, state.round);
    const orders: Record<string, Order[]> = {};
    for (const [countryId, set] of sets) orders[String(countryId)] = set.orders;
    const ended = engineEnd(state, round, orders);
    if (!ended.ok) return roundControlRefusal(ended.code);
    const { state: next, log } = ended;
    return {
      ok: true,
      state: next,
      record: { kind: 'round', stateBefore: state, orders, log, endedAt: ctx.now() },
      events: [{ name: 'round-ended', payload: {} }],
      value: { round: next.round, stopped: true, over: next.over },
    };
  });
}

/**
 * Puts the game back to just before the end of round `round`: running again with the same
 * orders, that round's log and statistics gone, and its clock as it was when the round ended (its
 * phase follows from the time again, as if the round had not ended). Only the last round, and
 * only while nothing has been written since it ended (`undoableRound`).
 */
export function undoRound(
  ctx: GameContext,
  user: Viewer['user'],
  gameId: number,
  round: number,
): Promise<CallResult<RoundRunning>> {
  return hostedWrite(ctx, user, gameId, async (game, trx) => {
    const last = await lastRound(trx, gameId);
    if (!last || undoableRound(last, game.state, game.version) !== round)
      return roundControlRefusal('undo_unavailable');
    // The round gets back the time its clock had when it ended, however long the undo took.
    const carry = { from: last.endedAt, to: ctx.now() };
    const state = carryClock(last.stateBefore, carry.from, carry.to);
    const carried =
      state === last.stateBefore ? null : { kind: 'carry_clock' as const, args: carry };
    return {
      ok: true,
      state,
      record: { kind: 'undo', round: last.round, carried },
      events: [{ name: 'round-started', payload: {} }],
      value: { round: last.stateBefore.round, stopped: false },
    };
  });
}

/**
 * The host starts an accepted negotiation between two countries, or finishes an ongoing one; the
 * call answers with no body (null).
 */
export async function hostNegotiation(
  ctx: GameContext,
  user: Viewer['user'],
  gameId: number,
  step: HostNegotiationStep,
  countryFrom: number,
  countryTo: number,
): Promise<CallResult<null>> {
  return hostedWrite(ctx, user, gameId, ({ state }) => {
    const negotiation = negotiationBetween(state.negotiations, countryFrom, countryTo);
    if (!negotiation) return actionRefusal('unknown_negotiation');
    const action: GameAction =
      step === 'start'
        ? { kind: 'negotiation_start', args: { id: negotiation.id } }
        : { kind: 'negotiation_finish', args: { id: negotiation.id } };
    const decision = actionDecision(state, action, [negotiationChanged(countryFrom, countryTo)]);
    return decision.ok ? { ...decision, value: null } : decision;
  });
}

/** The host grants money to a team; its budget rises at once. */
export async function grantCredit(
  ctx: GameContext,
  user: Viewer['user'],
  gameId: number,
  countryTo: number,
  amount: number,
): Promise<CallResult<CreditResponse>> {
  return hostedWrite(ctx, user, gameId, ({ state }) => {
    if (!state.countries.some((c) => c.id === countryTo))
      return { ok: false, status: 422, reason: 'unknown_team' };
    const action: GameAction = { kind: 'credit', args: { country: countryTo, amount } };
    const decision = actionDecision(state, action, [
      { name: 'team-changed', payload: { countryId: countryTo } },
    ]);
    if (!decision.ok) return decision;
    const budget = decision.value.countries.find((c) => c.id === countryTo)?.budget ?? 0;
    return { ...decision, value: { budget } };
  });
}

/** Deletes a game: an admin may delete any game, a host only their own (not one they co-host). */
export async function deleteGame(
  db: Db,
  cache: Cache,
  user: { id: number; role: 'admin' | 'host' },
  gameId: number,
): Promise<void> {
  await requireOwnedGame(db, user, gameId);
  await deleteGameRow(db, gameId);
  // Its teams' sessions end with it.
  await cache.invalidate(ACCESS_CODES_GROUP);
}
