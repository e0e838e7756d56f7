// Checking a stored game against its journal: the engine's `replayGame` replays the initial state
// through every journaled action and resolved round, and must give the stored current state.
import { replayGame, sameAsStored, type GameState, type Replay } from '@orbis/engine';
import type { Db } from '../../../db/database.js';
import { loadGame, loadInitialState } from '../repository/games.js';
import { history } from '../repository/history.js';

/**
 * Replays a stored game and compares the result with its stored state; the problems list is
 * empty when the game is consistent.
 */
export async function checkReplay(db: Db, gameId: number): Promise<Replay & { stored: GameState }> {
  const game = await loadGame(db, gameId);
  const initial = await loadInitialState(db, gameId);
  if (!game || !initial) throw new Error(`game ${gameId} not found`);
  const result = replayGame(initial, await history(db, gameId));
  if (!sameAsStored(result.state, game.state))
    result.problems.push('the replayed state differs from the stored state');
  return { ...result, stored: game.state };
}
