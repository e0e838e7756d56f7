// The `game_actions` table: the journal of writes between resolutions.
import type { JournalEntry, LogEntry } from '@orbis/engine';
import type { Db } from '../../../db/database.js';
import { nowIso, toJson } from '../../../db/values.js';
import { parseJson } from './json.js';

/** A journaled write between resolutions. */
export interface ActionRecord {
  seq: number;
  kind: string;
  args: Record<string, unknown>;
  log: LogEntry[];
}

/** Journals a write between resolutions. */
export async function insertAction(
  db: Db,
  gameId: number,
  action: ActionRecord & { round: number },
): Promise<void> {
  await db
    .insertInto('game_actions')
    .values({
      game_id: gameId,
      seq: action.seq,
      round: action.round,
      kind: action.kind,
      args: toJson(action.args),
      log: toJson(action.log),
      created_at: nowIso(),
    })
    .execute();
}

/** The actions journaled after `seq` (the end of the last round), in order. */
export async function actionsSince(db: Db, gameId: number, seq: number): Promise<JournalEntry[]> {
  const rows = await db
    .selectFrom('game_actions')
    .select(['seq', 'kind', 'args'])
    .where('game_id', '=', gameId)
    .where('seq', '>', seq)
    .orderBy('seq')
    .execute();
  return rows.map((r) => ({ seq: r.seq, kind: r.kind, args: parseJson(r.args) }));
}

/** Forgets the journaled actions at these `seq`s (undone with the round they followed). */
export async function deleteActions(
  db: Db,
  gameId: number,
  seqs: readonly number[],
): Promise<void> {
  if (seqs.length === 0) return;
  await db
    .deleteFrom('game_actions')
    .where('game_id', '=', gameId)
    .where('seq', 'in', seqs)
    .execute();
}
