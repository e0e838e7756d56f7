// What if (API: `POST B/host/games/what_if`): a finished game replayed by the engine from its
// journal with some kinds of orders left out, for the debrief to show beside what happened.
import type { WhatIfAnswer, WhatIfKind } from '@orbis/contracts';
import { whatIf } from '@orbis/engine';
import type { Db } from '../../../db/database.js';
import { conflict, notFound } from '../../../errors.js';
import { requireHostedGame, type Viewer } from '../access.js';
import { loadJournal } from '../write/replay.js';
import { oneDecimal } from './views.js';

/**
 * Game `gameId` without the orders of the kinds in `without`, for `user` when they may host it
 * (401, 404, 403 otherwise); 409 while the game runs.
 */
export async function gameWhatIf(
  db: Db,
  user: Viewer['user'],
  gameId: number,
  without: readonly WhatIfKind[],
): Promise<WhatIfAnswer> {
  await requireHostedGame(db, user, gameId);
  const journal = await loadJournal(db, gameId);
  if (!journal) throw notFound();
  if (!journal.game.state.over) throw conflict('games.what_if_not_over');
  const result = whatIf(journal.initial, journal.steps, without);
  return {
    without: result.without,
    // Rounded as the report rounds what happened, so the two compare figure for figure.
    rounds: result.rounds.map((r) => ({
      round: r.round,
      ecology: oneDecimal(r.ecology),
      countries: Object.fromEntries(
        Object.entries(r.countries).map(([id, c]) => [
          id,
          { averageStandard: oneDecimal(c.averageStandard), budget: c.budget },
        ]),
      ),
    })),
    winner: result.winner,
  };
}
