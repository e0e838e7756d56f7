// The `game_actions` table: the journal of writes between resolutions.
import type { LogEntry } from '@orbis/engine';
import type { Db } from '../../../db/database.js';
import { nowIso, toJson } from '../../../db/values.js';

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
