// One write at a time per game, as a straight line: one transaction reads the game (taking its
// row lock on PostgreSQL), the call's `decide` maps its request to an engine command that the
// engine decides (`commandDecision`), and the decision is stored with the version check: this is
// the one place that stores a game's journal. Events go out after the commit, never for a refused write, and the call
// answers once they have left the process. The state the write leaves is kept for the next write
// to the game (kept-states.ts). On PostgreSQL a team's order set is first tried without the
// transaction, in one statement conditioned on that kept state's version (`unlockedOrderSet`).
import {
  decide,
  type Command,
  type CommandKind,
  type CommandValues,
  type GameState,
  type JournalRecord,
} from '@orbis/engine';
import { CompiledQuery } from 'kysely';
import { isPostgres, type Db } from '../../../db/database.js';
import type { Cache } from '../../cache.js';
import { committed, type GameEvents, type PendingEvent } from './events.js';
import type { KeptStates } from './kept-states.js';
import { refusalOf, type CallResult, type Refusal } from './refusal.js';
import { deleteActions, insertAction } from '../repository/actions.js';
import { type CallKey, insertCallKey } from '../repository/call-keys.js';
import {
  bumpVersion,
  type GameRecord,
  loadGameState,
  lockGame,
  type LockedGameRecord,
  type SubmitProbe,
} from '../repository/games.js';
import { clearDrafts } from '../repository/drafts.js';
import { storeOrderSet, storeOrderSetIfCurrent } from '../repository/orders.js';
import { deleteRound, insertRound } from '../repository/rounds.js';

/**
 * What game writes need: the database, the app's cache, where to announce committed changes, the
 * states the process's last writes left, and the time (ms since the epoch; `app.now`), which a
 * write reads once it holds the game.
 */
export interface GameContext {
  db: Db;
  cache: Cache;
  events: GameEvents;
  kept: KeptStates;
  now: () => number;
  /** The `Idempotency-Key` a host's call came with (host/call-keys.ts), when it had one. */
  callKey?: CallKey | null;
}

/**
 * The rows a write stores beside the game's new state; `seq` is the version it reaches: the
 * engine's journal record of a decided command (`decide`). A team's draft is no write to the game
 * (repository/drafts.ts).
 */
export type WriteRecord = JournalRecord;

/** What a call decided about the game as it stands: a write to store, or a refusal. */
export type Decision<T> =
  | Refusal
  | {
      ok: true;
      /** The new engine state, or null when the state stays as it is (an order set). */
      state: GameState | null;
      record: WriteRecord;
      /** Emitted once committed, with the game, the round after the write and the version. */
      events: PendingEvent[];
      value: T;
      /** The call's key, stored with the write, its value and its events. */
      callKey?: CallKey;
    }
  /**
   * The call is already stored (a send retried with its key): answered with `value`, no write.
   * Its `events` are sent again, under the game's round and version as they stand: the first
   * send's may have died with its process between the commit and their publish, and a screen
   * that heard them already only reads its view once more.
   */
  | { ok: true; stored: true; value: T; events: PendingEvent[] };

/** The game as `decide` sees it under the lock, with what the lock looked up for the call. */
export type LockedGame = LockedGameRecord & Pick<GameRecord, 'state'>;

/**
 * Runs one write to a game: reads it in a transaction, asks `decide`, stores the decision if the
 * version is still the one read, commits, then emits the decision's events. `decide` reads through
 * `trx` only: on SQLite the transaction holds the one connection. A write that lost a race is
 * refused with `conflict`. With `submit`, the statement that takes the game's lock also looks for
 * the team's set stored with that key (`storedCost`). With `onKeptState`, on PostgreSQL, the calls
 * to one game run one after another in this process, each first tried without the lock.
 */
export async function writeGame<T>(
  ctx: GameContext,
  gameId: number,
  decide: (game: LockedGame, trx: Db) => Decision<T> | Promise<Decision<T>>,
  opts: {
    submit?: SubmitProbe | undefined;
    /**
     * The call's decision on the state alone, for an order set: on PostgreSQL it is tried first
     * on the state this process kept (`unlockedOrderSet`); anything else takes the lock.
     */
    onKeptState?: (state: GameState) => Decision<T>;
  } = {},
): Promise<CallResult<T>> {
  const { onKeptState } = opts;
  if (!onKeptState || !isPostgres(ctx.db)) return lockedWrite(ctx, gameId, decide, opts.submit);
  return ctx.kept.inTurn(gameId, async () => {
    const stored = await unlockedOrderSet(ctx, gameId, onKeptState, opts.submit ?? null);
    return stored ?? lockedWrite(ctx, gameId, decide, opts.submit);
  });
}

/** `writeGame` under the game's lock. */
async function lockedWrite<T>(
  ctx: GameContext,
  gameId: number,
  decide: (game: LockedGame, trx: Db) => Decision<T> | Promise<Decision<T>>,
  submit: SubmitProbe | undefined,
): Promise<CallResult<T>> {
  let outcome: CallResult<{
    value: T;
    events: PendingEvent[];
    seq: number;
    game: GameRecord;
    state: GameState;
  }>;
  try {
    outcome = await writeTransaction(ctx.db, async (trx) => {
      const row = await lockGame(trx, gameId, submit ?? null);
      const state =
        row &&
        (ctx.kept.get(gameId, row.version, row.createdAt) ?? (await loadGameState(trx, gameId)));
      if (!row || !state) return { ok: false, status: 404, reason: 'not_found' };
      const game = { ...row, state };
      const decision = await decide(game, trx);
      if (!decision.ok) return { ...decision, languageId: game.language.id };
      if ('stored' in decision) {
        const unchanged = { seq: game.version, game, state: game.state };
        const { value, events } = decision;
        return { ok: true, value: { value, events, ...unchanged } };
      }
      const seq = game.version + 1;
      if (!(await storeWrite(trx, game, decision.state, decision.record)))
        return { ok: false, status: 409, reason: 'conflict' };
      if (decision.callKey)
        await insertCallKey(trx, gameId, seq, decision.callKey, {
          answer: decision.value,
          events: decision.events,
        });
      const after = decision.state ?? game.state;
      const { value, events } = decision;
      return { ok: true, value: { value, events, seq, game, state: after } };
    });
  } catch (err) {
    if (!isWriteConflict(err)) throw err;
    outcome = { ok: false, status: 409, reason: 'conflict' };
  }
  if (!outcome.ok) return outcome;
  const { value, events, seq, game, state } = outcome.value;
  return announce(ctx, { gameId, seq, createdAt: game.createdAt, state }, events, value);
}

/**
 * Keeps the state a committed write left at version `seq` and emits its events; answers once
 * they have left the process.
 */
async function announce<T>(
  ctx: GameContext,
  write: { gameId: number; seq: number; createdAt: string; state: GameState },
  events: PendingEvent[],
  value: T,
): Promise<CallResult<T>> {
  const { gameId, seq, createdAt, state } = write;
  ctx.kept.keep(gameId, seq, createdAt, state);
  for (const event of events)
    ctx.events.emit(committed(event, { gameId, round: state.round, seq }));
  const handedOver = events.length > 0 ? ctx.events.handedOver() : null;
  if (handedOver) await handedOver;
  return { ok: true, value };
}

/**
 * PostgreSQL's order set in one round trip, where the locked write takes four: the set is decided
 * on the state this process's last write to the game left, and stored by one statement that
 * raises the version only from that write's (`storeOrderSetIfCurrent`). When the version is still
 * that one, nothing was written since, so the decision is the one the lock would have given: the
 * round and the clock it read are the game's. Null, with nothing written, when there is no such
 * state, the decision is not a new set (a refusal is decided again under the lock, in the game's
 * language), or the statement wrote nothing (another write came first, another process wrote, or
 * the send is a retry of a stored one).
 */
async function unlockedOrderSet<T>(
  ctx: GameContext,
  gameId: number,
  decide: (state: GameState) => Decision<T>,
  submit: SubmitProbe | null,
): Promise<CallResult<T> | null> {
  const kept = ctx.kept.latest(gameId);
  if (!kept) return null;
  const decision = decide(kept.state);
  if (!decision.ok || 'stored' in decision || decision.record.kind !== 'orders') return null;
  if (decision.callKey || decision.state) return null;
  const { countryId, set, submitKey } = decision.record;
  const { round } = kept.state;
  if (submit && submitKey !== submit.submitKey) return null;
  let stored: boolean;
  try {
    stored = await storeOrderSetIfCurrent(ctx.db, gameId, kept.version, kept.createdAt, {
      countryId,
      round,
      set,
      submitKey,
    });
  } catch (err) {
    if (!isWriteConflict(err)) throw err;
    return null;
  }
  if (!stored) return null;
  const write = { gameId, seq: kept.version + 1, createdAt: kept.createdAt, state: kept.state };
  return announce(ctx, write, decision.events, decision.value);
}

/**
 * Stores a decision as the write that raises the game's version by one: the new state (when there
 * is one) and the record's rows. False, with nothing written, when the version is no longer the
 * one read (another write won).
 */
async function storeWrite(
  trx: Db,
  game: GameRecord,
  state: GameState | null,
  record: WriteRecord,
): Promise<boolean> {
  const { id: gameId, version } = game;
  const { round } = game.state;
  // The most frequent write: the set sent is what the team decided, so its draft is spent, and
  // the set, the draft and the version go together (one statement on PostgreSQL).
  if (record.kind === 'orders') {
    const { countryId, set, submitKey } = record;
    return storeOrderSet(trx, gameId, version, { countryId, round, set, submitKey });
  }
  if (!(await bumpVersion(trx, gameId, version, state))) return false;
  await storeRecord(trx, gameId, round, version + 1, record);
  return true;
}

/** Stores a write's rows; `round` is the game's round before the write. */
async function storeRecord(
  trx: Db,
  gameId: number,
  round: number,
  seq: number,
  record: Exclude<WriteRecord, { kind: 'orders' }>,
): Promise<void> {
  switch (record.kind) {
    case 'action':
      return insertAction(trx, gameId, { seq, round, ...record.action, log: record.log });
    case 'round': {
      const { stateBefore, orders, log, endedAt } = record;
      // A draft is of the running round only: the next one starts with none.
      await clearDrafts(trx, gameId);
      return insertRound(trx, gameId, { round, seq, stateBefore, orders, log, endedAt });
    }
    case 'undo':
      // The round runs again with the sets it had; drafts cleared by its end stay cleared. The
      // teams' actions since its end are undone with it: the journal forgets them.
      await clearDrafts(trx, gameId);
      await deleteRound(trx, gameId, record.round);
      await deleteActions(trx, gameId, record.undone);
      if (record.carried)
        await insertAction(trx, gameId, { seq, round: record.round, ...record.carried, log: [] });
      return;
  }
}

/**
 * The engine's decision on `command` (`decide`) at `now`, as a write: its refusal with the
 * status it is answered with, a command already stored (nothing to write), or what to store.
 */
export function commandDecision<K extends CommandKind>(
  state: GameState,
  command: Command<K>,
  now: number,
): Decision<CommandValues[K]> {
  const decision = decide(state, command, now);
  if (!decision.ok) return refusalOf(decision);
  const { record, events, value } = decision;
  if (!record) return { ok: true, stored: true, value, events };
  return { ok: true, state: decision.state, record, events, value };
}

/**
 * Runs `fn` in a write transaction. PostgreSQL locks the game's row (see `loadGame`); SQLite locks
 * the whole file, so the transaction takes the write lock when it begins (BEGIN IMMEDIATE): a
 * second process then waits its turn instead of failing on a snapshot that went stale.
 */
async function writeTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  if (isPostgres(db)) return db.transaction().execute(fn);
  return db.connection().execute(async (conn) => {
    await conn.executeQuery(BEGIN_IMMEDIATE);
    try {
      const result = await fn(conn);
      await conn.executeQuery(COMMIT);
      return result;
    } catch (err) {
      await conn.executeQuery(ROLLBACK);
      throw err;
    }
  });
}

// Built once: every write runs them.
const BEGIN_IMMEDIATE = CompiledQuery.raw('begin immediate');
const COMMIT = CompiledQuery.raw('commit');
const ROLLBACK = CompiledQuery.raw('rollback');

/**
 * True for the database's own "someone else is writing" errors: SQLite's busy and stale-snapshot
 * errors (another process holds or took the write lock), PostgreSQL's serialization failures and
 * deadlocks. They mean the same as a moved version.
 */
export function isWriteConflict(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code !== 'string') return false;
  return code.startsWith('SQLITE_BUSY') || code === '40001' || code === '40P01';
}
