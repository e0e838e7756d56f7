// One write at a time per game: each write is one transaction that reads the game (taking its
// row lock on PostgreSQL), lets the engine decide, and commits only if the version it read is
// still current. Events go out after the commit, never for a refused write.
import type { GameState } from '@orbis/engine';
import { sql } from 'kysely';
import { isPostgres, type Db } from '../../db/database.js';
import { conflict, notFound } from '../../errors.js';
import type { Cache } from '../cache.js';
import type { GameEvent, GameEventBase, GameEvents } from './events.js';
import { bumpVersion, loadGame, type GameRecord } from './repository.js';

/** What game writes need: the database, the app's cache and where to announce committed changes. */
export interface GameContext {
  db: Db;
  cache: Cache;
  events: GameEvents;
}

/** The outcome of a write the engine allowed. */
export interface GameWrite<T> {
  /** The new engine state, or null when the state stays as it is (an order set). */
  state: GameState | null;
  /** Rows to write in the same transaction; `seq` is the game's version after this write. */
  records?: (trx: Db, seq: number) => Promise<void>;
  /** The events to emit once committed. */
  events?: (base: GameEventBase) => GameEvent[];
  result: T;
}

/**
 * Runs one write to a game. `decide` sees the game as of this transaction and either throws (a
 * 4xx, nothing written) or returns the write. A write that lost a race gets 409. `decide` reads
 * through `trx` only: on SQLite the transaction holds the one connection.
 */
export async function writeGame<T>(
  ctx: GameContext,
  gameId: number,
  decide: (game: GameRecord, trx: Db) => Promise<GameWrite<T>> | GameWrite<T>,
): Promise<T> {
  let done: { result: T; events: GameEvent[] };
  try {
    done = await writeTransaction(ctx.db, async (trx) => {
      const game = await loadGame(trx, gameId, { lock: true });
      if (!game) throw notFound();
      const write = await decide(game, trx);
      const seq = game.version + 1;
      if (!(await bumpVersion(trx, gameId, game.version, write.state))) throw conflict();
      await write.records?.(trx, seq);
      const round = (write.state ?? game.state).round;
      return { result: write.result, events: write.events?.({ gameId, round, seq }) ?? [] };
    });
  } catch (err) {
    if (isWriteConflict(err)) throw conflict();
    throw err;
  }
  for (const event of done.events) ctx.events.emit(event);
  return done.result;
}

/**
 * Runs `fn` in a write transaction. PostgreSQL locks the game's row (see `loadGame`); SQLite locks
 * the whole file, so the transaction takes the write lock when it begins (BEGIN IMMEDIATE): a
 * second process then waits its turn instead of failing on a snapshot that went stale.
 */
async function writeTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  if (isPostgres(db)) return db.transaction().execute(fn);
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await fn(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (err) {
      await sql`rollback`.execute(conn);
      throw err;
    }
  });
}

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
