// New access codes (API.md "Trust"): a host who fears a code has travelled (a co-host removed, a
// card left on a table) renews one team's code or every team's. Every session of those teams
// ends at once: their next call is refused and their sockets leave (the route asks the real-time
// layer); the phones join again with the new code.
import type { Db } from '../../../db/database.js';
import { notFound } from '../../../errors.js';
import type { Cache } from '../../cache.js';
import { ACCESS_CODES_GROUP, newAccessCodes } from '../access-codes.js';
import { requireHostedGame, type Viewer } from '../access.js';
import { listTeams, setAccessCodes } from '../repository/teams.js';
import type { GameEvent } from '../write/events.js';
import { standingEventBase } from '../write/standing-event.js';

/**
 * Gives team `countryId` of game `gameId` a new code, or every team when `countryId` is absent;
 * answers the new codes by country id. The game's owner, a co-host or an admin; 404 for a team of
 * another game. A new code differs from every code the game had.
 */
export async function renewAccessCodes(
  db: Db,
  cache: Cache,
  user: Viewer['user'],
  gameId: number,
  countryId: number | undefined,
): Promise<Map<number, string>> {
  const game = await requireHostedGame(db, user, gameId);
  const teams = await listTeams(db, game.id);
  const renewed = countryId === undefined ? teams : teams.filter((t) => t.id === countryId);
  if (renewed.length === 0) throw notFound();
  const codes = newAccessCodes(
    renewed.length,
    teams.map((t) => t.accessCode),
  );
  const fresh = new Map(renewed.map((team, i) => [team.id, codes[i]!]));
  await setAccessCodes(db, game.id, fresh);
  await cache.invalidate(ACCESS_CODES_GROUP);
  return fresh;
}

/**
 * What a renewal tells: the control screens (`access-codes-changed`) and each renewed team's
 * channel (`team-changed`: its phones refetch, are refused and ask for the new code). Sent before
 * the sockets leave, so the ended sessions hear it. Empty for a game that is gone.
 */
export async function accessCodesEvents(
  db: Db,
  gameId: number,
  countryIds: Iterable<number>,
): Promise<GameEvent[]> {
  const base = await standingEventBase(db, gameId);
  if (!base) return [];
  return [
    { name: 'access-codes-changed', payload: base },
    ...[...countryIds].map((countryId): GameEvent => ({
      name: 'team-changed',
      payload: { ...base, countryId },
    })),
  ];
}
