// The host's calls: their games, and the rounds, negotiations and credits of one game. Every
// write goes through `writeGame` (one at a time, version checked) as an engine command, with what
// the command needs from storage; the engine decides every rule (`decide`), and a refusal comes
// back as a value for the route to answer. Each call checks its caller first (`hostedWrite`).
import type { CreditResponse, HostGamesListItem, RoundEnded, RoundRunning } from '@orbis/contracts';
import type { HostNegotiationStep, Order } from '@orbis/engine';
import type { Db } from '../../../db/database.js';
import type { Cache } from '../../cache.js';
import { ACCESS_CODES_GROUP } from '../access-codes.js';
import type { CallResult } from '../write/refusal.js';
import { actionsSince } from '../repository/actions.js';
import { deleteGame as deleteGameRow, listGames as listGameRows } from '../repository/games.js';
import { ordersOfRound } from '../repository/orders.js';
import { lastRound } from '../repository/rounds.js';
import { commandDecision, type GameContext } from '../write/write.js';
import { requireOwnedGame, type Viewer } from '../access.js';
import { hostedWrite } from './hosted-write.js';

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
  return hostedWrite(ctx, user, gameId, ({ state }) =>
    commandDecision(state, { kind: 'start_round', args: { round } }, ctx.now()),
  );
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
    const sets = await ordersOfRound(trx, gameId, state.round);
    const orders: Record<string, Order[]> = {};
    for (const [countryId, set] of sets) orders[String(countryId)] = set.orders;
    return commandDecision(state, { kind: 'end_round', args: { round, orders } }, ctx.now());
  });
}

/**
 * Puts the game back to just before the end of round `round` (the engine's undo): running again
 * with the same orders, that round's log and statistics gone, the teams' talks and promises since
 * its end undone with it. Only the last round, and only while the host has changed nothing since.
 */
export function undoRound(
  ctx: GameContext,
  user: Viewer['user'],
  gameId: number,
  round: number,
): Promise<CallResult<RoundRunning>> {
  return hostedWrite(ctx, user, gameId, async ({ state }, trx) => {
    const last = await lastRound(trx, gameId);
    const since = last ? await actionsSince(trx, gameId, last.seq) : [];
    return commandDecision(state, { kind: 'undo_round', args: { round, last, since } }, ctx.now());
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
  return hostedWrite(ctx, user, gameId, ({ state }) =>
    commandDecision(
      state,
      { kind: 'host_negotiation', args: { step, from: countryFrom, to: countryTo } },
      ctx.now(),
    ),
  );
}

/** The host grants money to a team; its budget rises at once. */
export async function grantCredit(
  ctx: GameContext,
  user: Viewer['user'],
  gameId: number,
  countryTo: number,
  amount: number,
): Promise<CallResult<CreditResponse>> {
  return hostedWrite(ctx, user, gameId, ({ state }) =>
    commandDecision(state, { kind: 'credit', args: { country: countryTo, amount } }, ctx.now()),
  );
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
