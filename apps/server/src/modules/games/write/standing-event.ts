// Events that follow no game write (who is in the room, who hosts, the teams' codes): they carry
// the game's round and version as they stand, since nothing moved them.
import type { Db } from '../../../db/database.js';
import { findGameStanding } from '../repository/games.js';
import type { GameEventBase } from './events.js';

/** What such an event of game `gameId` carries; null for a game that is gone. */
export async function standingEventBase(db: Db, gameId: number): Promise<GameEventBase | null> {
  const game = await findGameStanding(db, gameId);
  return game && { gameId, round: game.round, seq: game.version };
}
