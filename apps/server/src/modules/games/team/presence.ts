// Who is in the room: per team, whether a player has joined and how many of its devices are
// connected now. Joining is stored with the team; connected devices are counted by the real-time
// layer from the sockets on the team channels, across processes (plugins/realtime.ts).
import type { GamePresence } from '@orbis/contracts';
import type { Db } from '../../../db/database.js';
import { requireHostedGame, type Viewer } from '../access.js';
import type { GameEvent } from '../write/events.js';
import { standingEventBase } from '../write/standing-event.js';
import { joinedTeams, listTeams } from '../repository/teams.js';

/**
 * The presence of each team of game `gameId`, for `user` when they may host it (401, 404, 403
 * otherwise), given a count of its connected devices by country id.
 */
export async function gamePresence(
  db: Db,
  user: Viewer['user'],
  gameId: number,
  countDevices: (gameId: number) => Promise<ReadonlyMap<number, number>>,
): Promise<GamePresence> {
  await requireHostedGame(db, user, gameId);
  const [teams, joined, devices] = await Promise.all([
    listTeams(db, gameId),
    joinedTeams(db, gameId),
    countDevices(gameId),
  ]);
  return {
    teams: teams.map((t) => ({
      country: t.id,
      joined: joined.has(t.id),
      devices: devices.get(t.id) ?? 0,
    })),
  };
}

/**
 * The `presence-changed` event of game `gameId`, with its round and version as they stand (no
 * game write moves them); null for a game that is gone.
 */
export async function presenceEvent(db: Db, gameId: number): Promise<GameEvent | null> {
  const payload = await standingEventBase(db, gameId);
  return payload && { name: 'presence-changed', payload };
}
