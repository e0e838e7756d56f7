// Host games and round control. Every write goes through `writeGame` (one at a time, version
// checked); the engine decides every rule.
import type { CreditResponse, HostGamesListItem, RoundEnded, RoundRunning } from '@orbis/contracts';
import { resolveRound, type ActionErrorCode, type GameState, type Order } from '@orbis/engine';
import type { Db } from '../../db/database.js';
import { actionRefused, conflict, forbidden, notFound, validationError } from '../../errors.js';
import type { Cache } from '../cache.js';
import { runAction, type Action } from './actions.js';
import type { GameEvent, GameEventBase } from './events.js';
import * as repo from './repository.js';
import { GameLanguageError, inGameLanguage, loadGameTexts, type GameTexts } from './texts.js';
import { writeGame, type GameContext } from './write.js';

/** The host's games, or every game for an admin; newest first. */
export function listGames(
  db: Db,
  user: { id: number; role: 'admin' | 'host' },
): Promise<HostGamesListItem[]> {
  return repo.listGames(db, user.role === 'admin' ? null : user.id);
}

/** Starts the stopped current round `round`. */
export function startRound(ctx: GameContext, gameId: number, round: number): Promise<RoundRunning> {
  return writeGame(ctx, gameId, ({ state }) => {
    if (state.over) throw conflict('games.game_over');
    if (state.phase === 'running') throw conflict('games.round_running');
    if (round !== state.round) throw conflict('games.stale_round');
    const action: Action = { kind: 'start_round', args: {} };
    const result = runAction(state, action);
    if (!result.ok) throw conflict();
    return {
      state: result.state,
      records: (db, seq) =>
        repo.insertAction(db, gameId, { seq, round: state.round, ...action, log: result.log }),
      events: (base) => [{ name: 'round-started', payload: base }],
      result: { round: result.state.round, stopped: false as const },
    };
  });
}

/**
 * Ends the running round `round`: resolves it with the submitted order sets and records the
 * state before it, its orders and its log. However many calls race, one resolves it; the others
 * find the round no longer running (409).
 */
export function endRound(ctx: GameContext, gameId: number, round: number): Promise<RoundEnded> {
  return writeGame(ctx, gameId, async ({ state }, trx) => {
    if (state.over || state.phase !== 'running') throw conflict('games.round_not_running');
    if (round !== state.round) throw conflict('games.stale_round');
    const sets = await repo.ordersOfRound(trx, gameId, state.round);
    const orders: Record<string, Order[]> = {};
    for (const [teamId, set] of sets) orders[String(teamId)] = set.orders;
    const { state: next, log } = resolveRound(state, orders);
    return {
      state: next,
      records: (db, seq) =>
        repo.insertRound(db, gameId, { round: state.round, seq, stateBefore: state, orders, log }),
      events: (base) => [{ name: 'round-ended', payload: base }],
      result: { round: next.round, stopped: true as const, over: next.over },
    };
  });
}

/**
 * Puts the game back to just before the end of round `round`: running again with the same
 * orders, that round's log and statistics gone. Only the last round, and only while nothing
 * has been written since it ended.
 */
export function undoRound(ctx: GameContext, gameId: number, round: number): Promise<RoundRunning> {
  return writeGame(ctx, gameId, async (game, trx) => {
    const last = await repo.lastRound(trx, gameId);
    const undoable =
      last !== null &&
      last.round === round &&
      game.state.round === last.round + 1 &&
      last.seq === game.version;
    if (!undoable) throw conflict('games.undo_unavailable');
    return {
      state: last.stateBefore,
      records: (db) => repo.deleteRound(db, gameId, last.round),
      events: (base) => [{ name: 'round-started', payload: base }],
      result: { round: last.stateBefore.round, stopped: false as const },
    };
  });
}

/** The talks between two countries, either way round: the latest, or undefined. */
export function talksBetween(state: GameState, a: number, b: number) {
  return state.negotiations.findLast(
    (n) => (n.from === a && n.to === b) || (n.from === b && n.to === a),
  );
}

/** 409 `{ message, code }` for an action the engine refused, in the game's language. */
export function refused(texts: GameTexts, code: ActionErrorCode) {
  return actionRefused(texts.t(`action_error.${code}`), code);
}

/**
 * Runs an engine action (host or team) as one write, journaled with its log. `pick` chooses the
 * action from the current state, or the engine's refusal code (or throws a 4xx of its own).
 * Returns the new state.
 */
export async function act(
  ctx: GameContext,
  gameId: number,
  pick: (state: GameState) => Action | ActionErrorCode,
  events: (base: GameEventBase, action: Action, next: GameState) => GameEvent[],
): Promise<GameState> {
  return inGameLanguage(ctx.db, ctx.cache, () =>
    writeGame(ctx, gameId, ({ state, language }) => {
      const refuse = (code: ActionErrorCode) =>
        new GameLanguageError(language.id, (texts) => refused(texts, code));
      const action = pick(state);
      if (typeof action === 'string') throw refuse(action);
      const result = runAction(state, action);
      if (!result.ok) throw refuse(result.code);
      return {
        state: result.state,
        records: (db, seq) =>
          repo.insertAction(db, gameId, { seq, round: state.round, ...action, log: result.log }),
        events: (base) => events(base, action, result.state),
        result: result.state,
      };
    }),
  );
}

/** The `negotiation-changed` event of talks between two countries. */
export function negotiationChanged(base: GameEventBase, a: number, b: number): GameEvent[] {
  return [{ name: 'negotiation-changed', payload: { ...base, countries: [a, b] } }];
}

/** The host starts accepted talks, or finishes ongoing (or done) ones, between two countries. */
export async function hostNegotiation(
  ctx: GameContext,
  gameId: number,
  step: 'start' | 'finish',
  countryFrom: number,
  countryTo: number,
): Promise<void> {
  await act(
    ctx,
    gameId,
    (state) => {
      const talk = talksBetween(state, countryFrom, countryTo);
      if (!talk) return 'unknown_negotiation';
      return step === 'start'
        ? { kind: 'negotiation_start', args: { id: talk.id } }
        : { kind: 'negotiation_finish', args: { id: talk.id } };
    },
    (base) => negotiationChanged(base, countryFrom, countryTo),
  );
}

/** The host grants money to a team; its budget rises at once. */
export async function grantCredit(
  ctx: GameContext,
  gameId: number,
  countryTo: number,
  amount: number,
): Promise<CreditResponse> {
  const next = await act(
    ctx,
    gameId,
    (state) => {
      if (!state.countries.some((c) => c.id === countryTo))
        throw validationError({ countryTo: { key: 'games.unknown_team' } });
      return { kind: 'credit', args: { country: countryTo, amount } };
    },
    (base) => [{ name: 'team-changed', payload: { ...base, countryId: countryTo } }],
  );
  return { budget: next.countries.find((c) => c.id === countryTo)?.budget ?? 0 };
}

/** Every system message in the game's language (the original where untranslated). */
export async function langMessagesValues(
  db: Db,
  cache: Cache,
  gameId: number,
): Promise<Record<string, string>> {
  const game = await repo.findGameHeader(db, gameId);
  if (!game) throw notFound();
  return (await loadGameTexts(db, cache, game.languageId)).all();
}

/** Deletes a game: an admin may delete any game, a host only their own. */
export async function deleteGame(
  db: Db,
  user: { id: number; role: 'admin' | 'host' },
  gameId: number,
): Promise<void> {
  const game = await repo.findGameHeader(db, gameId);
  if (!game) throw notFound();
  if (user.role !== 'admin' && game.hostId !== user.id) throw forbidden();
  await repo.deleteGame(db, gameId);
}
