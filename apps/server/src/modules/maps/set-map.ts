// `POST B/host/games/map`: the game's host, a co-host or an admin places the countries on the
// projector's map and picks its background. Not a game write: the journal and the version stay
// as they are (the map changes no rule), and the stats screens hear `map-changed`.
import type { GameMap, MapPoint, SetGameMapBody } from '@orbis/contracts';
import type { Db } from '../../db/database.js';
import { notFound, validationError, type FieldMessage } from '../../errors.js';
import { requireHostedGame, type Viewer } from '../games/access.js';
import { loadGame } from '../games/repository/games.js';
import { gameLog } from '../games/repository/history.js';
import type { GameEvent } from '../games/write/events.js';
import { standingEventBase } from '../games/write/standing-event.js';
import { gameMap } from './game-map.js';
import { findBackground, findGameMap, saveGameMap } from './repository.js';

/**
 * Stores game `body.gameId`'s map: `positions` replace the places stored before (a country not
 * given goes back to its place on the ring), `background` is a background's id or null. 401, 404
 * for an unknown game, 403 for another host's; 422 on `positions.<id>` for an id that is not one
 * of the game's countries, on `background` for one that does not exist (a place outside 0..1 is
 * the schema's 422). Answers the map as `stats` now shows it.
 */
export async function setGameMap(
  db: Db,
  user: Viewer['user'],
  body: SetGameMapBody,
): Promise<GameMap> {
  await requireHostedGame(db, user, body.gameId);
  await db.transaction().execute(async (trx) => {
    const game = await loadGame(trx, body.gameId);
    if (!game) throw notFound();
    const countries = new Set(game.state.countries.map((c) => String(c.id)));
    const errors: Record<string, FieldMessage> = {};
    const positions: Record<string, MapPoint> = {};
    for (const [id, point] of Object.entries(body.positions)) {
      if (countries.has(id)) positions[id] = point;
      else errors[`positions.${id}`] = { key: 'map.unknown_country' };
    }
    if (body.background !== null && !(await findBackground(trx, body.background)))
      errors.background = { key: 'map.unknown_background' };
    if (Object.keys(errors).length > 0) throw validationError(errors);
    await saveGameMap(trx, body.gameId, body.background, positions);
  });
  return readGameMap(db, body.gameId);
}

/** Game `gameId`'s map as `stats` shows it; 404 for a game that is gone. */
async function readGameMap(db: Db, gameId: number): Promise<GameMap> {
  const [game, stored, log] = await Promise.all([
    loadGame(db, gameId),
    findGameMap(db, gameId),
    gameLog(db, gameId),
  ]);
  if (!game) throw notFound();
  return gameMap(stored, game.state, log);
}

/** The `map-changed` event of game `gameId`, at its round and version as they stand. */
export async function mapEvent(db: Db, gameId: number): Promise<GameEvent | null> {
  const payload = await standingEventBase(db, gameId);
  return payload && { name: 'map-changed', payload };
}
