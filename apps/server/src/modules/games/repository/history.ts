// A game's history across `game_rounds` and `game_actions`, in the order it happened.
import type { LogEntry, ReplayStep } from '@orbis/engine';
import type { Db } from '../../../db/database.js';
import { parseJson } from './json.js';
import { toRound } from './rounds.js';

/**
 * Every resolved round and journaled action of a game, in the order they happened, as the
 * engine's replay steps.
 */
export async function history(db: Db, gameId: number): Promise<ReplayStep[]> {
  const rounds = await db
    .selectFrom('game_rounds')
    .select(['round', 'seq', 'state_before', 'orders', 'log', 'created_at'])
    .where('game_id', '=', gameId)
    .execute();
  const actions = await db
    .selectFrom('game_actions')
    .select(['seq', 'kind', 'args'])
    .where('game_id', '=', gameId)
    .execute();
  const steps: ReplayStep[] = [
    ...rounds.map((r): ReplayStep => {
      const { seq, round, stateBefore, orders } = toRound(r);
      return { type: 'round', seq, round, stateBefore, orders };
    }),
    ...actions.map((a): ReplayStep => ({
      type: 'action',
      seq: a.seq,
      kind: a.kind,
      args: parseJson(a.args),
    })),
  ];
  return steps.sort((a, b) => a.seq - b.seq);
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
