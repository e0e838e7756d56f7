// The `game_rounds` table: each resolved round with the state before it, its orders and its log.
import type { GameState, LogEntry, Order } from '@orbis/engine';
import type { Db } from '../../../db/database.js';
import { toIso, toJson } from '../../../db/values.js';
import { parseJson } from './json.js';

/** A resolved round as stored. */
export interface RoundRecord {
  round: number;
  seq: number;
  stateBefore: GameState;
  orders: Record<string, Order[]>;
  log: LogEntry[];
  /** When the round was ended (ms since the epoch, by the app's clock): an undo carries the
   * round clock on from then. */
  endedAt: number;
}

/** Records a resolved round. */
export async function insertRound(db: Db, gameId: number, record: RoundRecord): Promise<void> {
  await db
    .insertInto('game_rounds')
    .values({
      game_id: gameId,
      round: record.round,
      seq: record.seq,
      state_before: toJson(record.stateBefore),
      orders: toJson(record.orders),
      log: toJson(record.log),
      created_at: new Date(record.endedAt).toISOString(),
    })
    .execute();
}

/** The last resolved round, or null before the first. */
export async function lastRound(db: Db, gameId: number): Promise<RoundRecord | null> {
  const row = await db
    .selectFrom('game_rounds')
    .select(['round', 'seq', 'state_before', 'orders', 'log', 'created_at'])
    .where('game_id', '=', gameId)
    .orderBy('round', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toRound(row) : null;
}

/** The last resolved round's number and the journal seq its end was written at; null before. */
export async function lastRoundMark(
  db: Db,
  gameId: number,
): Promise<{ round: number; seq: number } | null> {
  const row = await db
    .selectFrom('game_rounds')
    .select(['round', 'seq'])
    .where('game_id', '=', gameId)
    .orderBy('round', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/** Every resolved round of a game, in order. */
export async function listRounds(db: Db, gameId: number): Promise<RoundRecord[]> {
  const rows = await db
    .selectFrom('game_rounds')
    .select(['round', 'seq', 'state_before', 'orders', 'log', 'created_at'])
    .where('game_id', '=', gameId)
    .orderBy('round')
    .execute();
  return rows.map(toRound);
}

/** Forgets a resolved round (undo). */
export async function deleteRound(db: Db, gameId: number, round: number): Promise<void> {
  await db
    .deleteFrom('game_rounds')
    .where('game_id', '=', gameId)
    .where('round', '=', round)
    .execute();
}

/** A `game_rounds` row as a record. */
export function toRound(row: {
  round: number;
  seq: number;
  state_before: string;
  orders: string;
  log: string;
  created_at: Date | string;
}): RoundRecord {
  return {
    round: row.round,
    seq: row.seq,
    stateBefore: parseJson<GameState>(row.state_before),
    orders: parseJson<Record<string, Order[]>>(row.orders),
    log: parseJson<LogEntry[]>(row.log),
    endedAt: Date.parse(toIso(row.created_at)),
  };
}
