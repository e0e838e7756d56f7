// A game's history across `game_rounds` and `game_actions`, in the order it happened.
import type { LogEntry, ReplayStep } from '@orbis/engine';
import type { Db } from '../../../db/database.js';
import { parseJson } from './json.js';
import { listRounds, type RoundRecord } from './rounds.js';

/**
 * Every resolved round and journaled action of a game, in the order they happened, as the
 * engine's replay steps.
 */
export async function history(db: Db, gameId: number): Promise<ReplayStep[]> {
  const [rounds, actions] = await Promise.all([listRounds(db, gameId), actionSteps(db, gameId)]);
  return journalSteps(rounds, actions);
}

/** A game's journaled actions as the engine's replay steps, in no given order. */
export async function actionSteps(db: Db, gameId: number): Promise<ReplayStep[]> {
  const actions = await db
    .selectFrom('game_actions')
    .select(['seq', 'kind', 'args'])
    .where('game_id', '=', gameId)
    .execute();
  return actions.map((a) => ({
    type: 'action',
    seq: a.seq,
    kind: a.kind,
    args: parseJson(a.args),
  }));
}

/** Resolved rounds as stored and journaled actions, as one journal in the order they happened. */
export function journalSteps(
  rounds: readonly RoundRecord[],
  actions: readonly ReplayStep[],
): ReplayStep[] {
  const steps: ReplayStep[] = [
    ...rounds.map(({ seq, round, stateBefore, orders }): ReplayStep => {
      return { type: 'round', seq, round, stateBefore, orders };
    }),
    ...actions,
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
