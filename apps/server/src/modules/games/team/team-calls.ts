// The team's calls: a session joins a team with its access code, then acts only for that team
// (its reads are in team-state.ts). Refusals of its writes come back as values, which the route
// answers in the game's language.
import { Order as OrderShape, type OrdersAccepted } from '@orbis/contracts';
import {
  refuseInRound,
  type Order,
  type OrderError,
  type TeamNegotiationStep,
} from '@orbis/engine';
import type { Db } from '../../../db/database.js';
import { nowIso } from '../../../db/values.js';
import { AppError, gameValidationError, notFound } from '../../../errors.js';
import { codeStamp, sameCode } from '../access-codes.js';
import { canHostGame, requireTeam, type JoinedTeam, type Viewer } from '../access.js';
import { committed } from '../write/events.js';
import { orderSetCommand } from '../write/order-set.js';
import type { JoinThrottle } from './join-throttle.js';
import type { CallResult, GameRefusal } from '../write/refusal.js';
import { saveDraft } from '../repository/drafts.js';
import { findGameHeader, findGameStanding } from '../repository/games.js';
import { findTeam, markTeamJoined } from '../repository/teams.js';
import type { Cache } from '../../cache.js';
import { loadSystemMessages } from '../system-messages.js';
import { commandDecision, writeGame, type GameContext } from '../write/write.js';

/**
 * Checks a join: the team's access code, or no code from the game's host or an admin. Wrong
 * codes and countries get one message; too many of them for one team from one address get 429
 * for that team only. `firstJoin` is true when a player (not the game's host) entered the team
 * for the first time: who is in the room has changed. The session it returns lasts while the
 * team's code stays the same and, without a code, while that host may run the game.
 */
export async function joinTeam(
  db: Db,
  cache: Cache,
  throttle: JoinThrottle,
  viewer: Viewer,
  input: { gameId: number; countryId: number; accessCode?: string | undefined; ip: string },
): Promise<{ session: JoinedTeam; firstJoin: boolean }> {
  const game = await findGameHeader(db, input.gameId);
  if (!game) throw notFound();
  const texts = await loadSystemMessages(db, cache, game.languageId);
  const team = await findTeam(db, game.id, input.countryId);
  const wrong = () => gameValidationError({ accessCode: [{ text: texts.t('player.wrong_code') }] });
  const { user } = viewer;
  const host = canHostGame(user, game);
  // The session remembers the code it joined with (its stamp): a new code ends it.
  const joined = team && { gameId: game.id, countryId: team.id, code: codeStamp(team.accessCode) };
  if (input.accessCode === undefined && host && user) {
    if (!joined) throw wrong();
    return { session: { ...joined, hostId: user.id }, firstJoin: false };
  }
  const counted = team?.id ?? 0;
  const wait = await throttle.take(game.id, counted, input.ip);
  if (wait > 0)
    throw new AppError(429, null, texts.t('player.join_throttle', { seconds: wait }), null, {
      'Retry-After': String(wait),
    });
  if (!team || !joined || !sameCode(input.accessCode ?? '', team.accessCode)) throw wrong();
  await throttle.succeeded(game.id, counted, input.ip);
  const firstJoin = !host && (await markTeamJoined(db, game.id, team.id, nowIso()));
  return { session: joined, firstJoin };
}

/**
 * Replaces the team's order set for the running round `round`. The engine checks every order;
 * its refusals come back per order. With the clock's lock on, a set sent once the orders time is
 * over is refused. A send with `submitKey` equal to the key of the team's stored set for `round`
 * is a retry of that send (its answer was lost): it is answered with the stored cost and changes
 * nothing, and the set is announced again (the first send's events may have been lost with its
 * process). The check holds the game, so a retry waits for a first attempt still being written.
 */
export async function submitOrders(
  ctx: GameContext,
  viewer: Viewer,
  input: { gameId: number; round: number; orders: Order[]; submitKey?: string | undefined },
): Promise<CallResult<OrdersAccepted>> {
  const { gameId, countryId } = requireTeam(viewer, input.gameId);
  const { round, submitKey } = input;
  const submit = submitKey === undefined ? undefined : { countryId, round, submitKey };
  const set = { ...input, countryId, by: 'team' as const };
  return writeGame(
    ctx,
    gameId,
    ({ state, storedCost }) =>
      commandDecision(state, orderSetCommand({ ...set, storedCost }), ctx.now()),
    {
      submit,
      onKeptState: (state) => commandDecision(state, orderSetCommand(set), ctx.now()),
    },
  );
}

/**
 * Keeps the team's draft for the running round `round`, replacing the last one, and tells the
 * team's other phones. Only each order's shape is checked (the set is not sent: budget and rules
 * are the send's business); a malformed order is refused on its index. Not an order set: nothing
 * counts it, nothing resolves it, the host is not told. Not a change of the game either: it takes
 * neither the game's lock nor its version, and `draft-changed` carries the draft's own version.
 */
export async function saveTeamDraft(
  ctx: GameContext,
  viewer: Viewer,
  input: { gameId: number; round: number; orders: readonly unknown[] },
): Promise<CallResult<null>> {
  const { gameId, countryId } = requireTeam(viewer, input.gameId);
  const { round } = input;
  const orders: Order[] = [];
  const errors: OrderError[] = [];
  input.orders.forEach((raw, index) => {
    const parsed = OrderShape.safeParse(raw);
    if (parsed.success) orders.push(parsed.data);
    else errors.push({ index, code: 'unknown_order' });
  });
  const updatedAt = new Date(ctx.now()).toISOString();
  const version =
    errors.length > 0
      ? null
      : await saveDraft(ctx.db, gameId, countryId, { round, orders, updatedAt });
  if (version === null) return draftRefusal(ctx.db, gameId, round, errors);
  const event = { name: 'draft-changed', payload: { countryId } } as const;
  ctx.events.emit(committed(event, { gameId, round, seq: version }));
  await ctx.events.handedOver();
  return { ok: true, value: null };
}

/**
 * Why a draft for `round` was not kept, read from the game as stored: its round is closed (409,
 * before anything else, as for a set), else its malformed orders (422). With neither, the round
 * ended and ran again (an undo) between the draft's statement and this read: the phone's round is
 * stale all the same.
 */
async function draftRefusal(
  db: Db,
  gameId: number,
  round: number,
  errors: OrderError[],
): Promise<GameRefusal> {
  const game = await findGameStanding(db, gameId);
  if (!game) return { ok: false, status: 404, reason: 'not_found' };
  const { languageId } = game;
  const code = refuseInRound(game, round) ?? (errors.length > 0 ? null : 'stale_round');
  if (code) return { ok: false, status: 409, reason: 'round_closed', code, languageId };
  return { ok: false, status: 422, reason: 'orders', errors, languageId };
}

/**
 * The team requests, accepts, refuses or marks done a negotiation with country `other`; the call
 * answers with no body (null).
 */
export async function teamNegotiation(
  ctx: GameContext,
  viewer: Viewer,
  gameId: number,
  step: TeamNegotiationStep,
  other: number,
): Promise<CallResult<null>> {
  const { countryId: me } = requireTeam(viewer, gameId);
  return writeGame(ctx, gameId, ({ state }) =>
    commandDecision(
      state,
      { kind: 'team_negotiation', args: { step, country: me, other } },
      ctx.now(),
    ),
  );
}
