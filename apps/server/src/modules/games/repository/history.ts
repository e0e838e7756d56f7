// A game's history across `game_rounds` and `game_actions`, in the order it happened.
import type { LogEntry } from '@orbis/engine';
import type { Db } from '../../../db/database.js';
import type { ActionRecord } from './actions.js';
import { parseJson } from './json.js';
import { toRound, type RoundRecord } from './rounds.js';

/** Every resolved round and journaled action of a game, in the order they happened. */
export async function history(
  db: Db,
  gameId: number,
): Promise<({ type: 'round'; record: RoundRecord } | { type: 'action'; record: ActionRecord })[]> {
  const rounds = await db
    .selectFrom('game_rounds')
    .select(['round', 'seq', 'state_before', 'orders', 'log', 'created_at'])
    .where('game_id', '=', gameId)
    .execute();
  const actions = await db
    .selectFrom('game_actions')
    .select(['seq', 'kind', 'args', 'log'])
    .where('game_id', '=', gameId)
    .execute();
  return [
    ...rounds.map((r) => ({ type: 'round' as const, record: toRound(r) })),
    ...actions.map((a) => ({
      type: 'action' as const,
      record: {
        seq: a.seq,
        kind: a.kind,
        args: parseJson<Record<string, unknown>>(a.args),
        log: parseJson<LogEntry[]>(a.log),
      },
    })),
  ].sort((a, b) => a.record.seq - b.record.seq);
}

/** Every log entry of a game in order, without the rounds' states (lighter than `history`). */
export async function gameLog(db: Db, gameId: number): Promise<LogEntry[]> {
  const rounds = await db
    .selectFrom('game_rounds')
    .select(['seq', 'log'])
    .where('game_id', '=', gameId)
    .execute();
  const actions = await db
    .selectFrom('game_actions')
    .select(['seq', 'log'])
    .where('game_id', '=', gameId)
    .execute();
  return [...rounds, ...actions]
    .sort((a, b) => a.seq - b.seq)
    .flatMap((r) => parseJson<LogEntry[]>(r.log));
}
