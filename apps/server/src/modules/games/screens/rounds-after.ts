// Each resolved round with the state right after it, for the debrief (the report, the export and
// a team's story): the game's journal folded from its initial state (the engine's `foldJournal`,
// as the replay and the what-if fold it), each round's state taken as the fold resolves it.
import { foldJournal, type GameState } from '@orbis/engine';
import type { Db } from '../../../db/database.js';
import { loadInitialState } from '../repository/games.js';
import { actionSteps, journalSteps } from '../repository/history.js';
import { listRounds, type RoundRecord } from '../repository/rounds.js';

/** A resolved round as stored, and the state right after its resolution. */
export interface RoundAfter {
  record: RoundRecord;
  after: GameState;
}

/** Every resolved round of a game, in order, with the state right after it. */
export async function roundsAfter(db: Db, gameId: number): Promise<RoundAfter[]> {
  const [initial, rounds, actions] = await Promise.all([
    loadInitialState(db, gameId),
    listRounds(db, gameId),
    actionSteps(db, gameId),
  ]);
  if (!initial) return [];
  const records = new Map(rounds.map((record) => [record.round, record]));
  const out: RoundAfter[] = [];
  foldJournal(initial, journalSteps(rounds, actions), {
    round: (step, _before, after) => {
      const record = records.get(step.round);
      if (record) out.push({ record, after });
    },
  });
  return out;
}
