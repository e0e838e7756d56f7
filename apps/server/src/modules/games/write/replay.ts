// Checking a stored game against its journal: the engine's `replayGame` replays the initial state
// through every journaled action and resolved round, and must give the stored current state.
import {
  replayGame,
  sameAsStored,
  type GameState,
  type Replay,
  type ReplayStep,
} from '@orbis/engine';
import type { Db } from '../../../db/database.js';
import { loadGame, loadInitialState, type GameRecord } from '../repository/games.js';
import { history } from '../repository/history.js';

/** A stored game with what replays it: its initial state and its journal's steps. */
export interface GameJournal {
  game: GameRecord;
  initial: GameState;
  steps: ReplayStep[];
}

/** A game's journal as a replay reads it; null for an unknown game. */
export async function loadJournal(db: Db, gameId: number): Promise<GameJournal | null> {
  const [game, initial, steps] = await Promise.all([
    loadGame(db, gameId),
    loadInitialState(db, gameId),
    history(db, gameId),
  ]);
  return game && initial ? { game, initial, steps } : null;
}

/**
 * Replays a stored game and compares the result with its stored state; the problems list is
 * empty when the game is consistent.
 */
export async function checkReplay(db: Db, gameId: number): Promise<Replay & { stored: GameState }> {
  const journal = await loadJournal(db, gameId);
  if (!journal) throw new Error(`game ${gameId} not found`);
  const { game, initial, steps } = journal;
  const result = replayGame(initial, steps);
  if (!sameAsStored(result.state, game.state))
    result.problems.push('the replayed state differs from the stored state');
  return { ...result, stored: game.state };
}
