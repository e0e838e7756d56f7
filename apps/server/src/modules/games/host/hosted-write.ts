// A host's write: the access check (the game's host or an admin) before the write, so that every
// host call checks its caller itself, as the team calls do with `requireTeam`.
import { requireHostedGame, type Viewer } from '../access.js';
import type { CallResult } from '../write/refusal.js';
import { writeGame, type Decision, type GameContext } from '../write/write.js';
import type { GameRecord } from '../repository/games.js';
import type { Db } from '../../../db/database.js';

/**
 * Runs `decide` as a write to game `gameId` for `user`: 401 signed out, 404 for an unknown game,
 * 403 for another host's game (thrown), then `writeGame`.
 */
export async function hostedWrite<T>(
  ctx: GameContext,
  user: Viewer['user'],
  gameId: number,
  decide: (game: GameRecord, trx: Db) => Decision<T> | Promise<Decision<T>>,
): Promise<CallResult<T>> {
  await requireHostedGame(ctx.db, user, gameId);
  return writeGame(ctx, gameId, decide);
}
