// Each resolved round with the state right after it, for the debrief (the report, the export and
// a team's story). A round's stored state before it, resolved again with its stored orders, gives
// that state: the engine is deterministic, which the replay (write/replay.ts) checks for every game.
import { resolveRound, type GameState } from '@orbis/engine';
import type { Db } from '../../../db/database.js';
import { listRounds, type RoundRecord } from '../repository/rounds.js';

/** A resolved round as stored, and the state right after its resolution. */
export interface RoundAfter {
  record: RoundRecord;
  after: GameState;
}

/** Every resolved round of a game, in order, with the state right after it. */
export async function roundsAfter(db: Db, gameId: number): Promise<RoundAfter[]> {
  const rounds = await listRounds(db, gameId);
  return rounds.map((record) => ({
    record,
    after: resolveRound(record.stateBefore, record.orders).state,
  }));
}
