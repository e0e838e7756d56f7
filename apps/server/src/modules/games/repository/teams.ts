// The `game_teams` and `game_cities` tables: each game's countries and cities, pinned at creation.
// Code says `countryId`; the stored column keeps its name `team_id` (a team's id is its country's).
import type { Db } from '../../../db/database.js';

/** A team: the country it plays, pinned at creation; `id` is the country id in the state. */
export interface TeamRecord {
  id: number;
  presetId: number;
  name: string;
  flag: string;
  accessCode: string;
}

/** A team's city, pinned at creation; `id` is the city id in the state. */
export interface CityRecord {
  id: number;
  countryId: number;
  presetId: number;
  name: string;
  picture: string;
}

/** Inserts a team; returns its id. */
export async function insertTeam(
  db: Db,
  team: {
    gameId: number;
    presetId: number;
    name: string;
    flag: string;
    accessCode: string;
    position: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('game_teams')
    .values({
      game_id: team.gameId,
      country_preset_id: team.presetId,
      name: team.name,
      flag: team.flag,
      access_code: team.accessCode,
      position: team.position,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts a team's city; returns its id. */
export async function insertCity(
  db: Db,
  city: {
    gameId: number;
    countryId: number;
    presetId: number;
    name: string;
    picture: string;
    position: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('game_cities')
    .values({
      game_id: city.gameId,
      team_id: city.countryId,
      city_preset_id: city.presetId,
      name: city.name,
      picture: city.picture,
      position: city.position,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The game's teams in their order. */
export async function listTeams(db: Db, gameId: number): Promise<TeamRecord[]> {
  return db
    .selectFrom('game_teams')
    .select(['id', 'country_preset_id as presetId', 'name', 'flag', 'access_code as accessCode'])
    .where('game_id', '=', gameId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Each team's access code by country id (none for an unknown game). */
export async function listAccessCodes(
  db: Db,
  gameId: number,
): Promise<{ id: number; accessCode: string }[]> {
  const rows = await db
    .selectFrom('game_teams')
    .select(['id', 'access_code'])
    .where('game_id', '=', gameId)
    .execute();
  return rows.map((r) => ({ id: r.id, accessCode: r.access_code }));
}

/** Gives the game's teams new access codes, by country id, all or none. */
export async function setAccessCodes(
  db: Db,
  gameId: number,
  codes: ReadonlyMap<number, string>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [id, code] of codes)
      await trx
        .updateTable('game_teams')
        .set({ access_code: code })
        .where('game_id', '=', gameId)
        .where('id', '=', id)
        .execute();
  });
}

/** The game's cities, by team and in their order. */
export async function listCities(db: Db, gameId: number): Promise<CityRecord[]> {
  return db
    .selectFrom('game_cities')
    .select(['id', 'team_id as countryId', 'city_preset_id as presetId', 'name', 'picture'])
    .where('game_id', '=', gameId)
    .orderBy('team_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** The team of this game playing country `countryId`, or null. */
export async function findTeam(db: Db, gameId: number, countryId: number) {
  const row = await db
    .selectFrom('game_teams')
    .select(['id', 'access_code'])
    .where('game_id', '=', gameId)
    .where('id', '=', countryId)
    .executeTakeFirst();
  return row ? { id: row.id, accessCode: row.access_code } : null;
}

/**
 * Records that a player entered the team of country `countryId` with its code, the first time
 * only (`at`, ISO). True when this was the first time.
 */
export async function markTeamJoined(
  db: Db,
  gameId: number,
  countryId: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('game_teams')
    .set({ joined_at: at })
    .where('game_id', '=', gameId)
    .where('id', '=', countryId)
    .where('joined_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The ids of the game's teams a player has entered with its code. */
export async function joinedTeams(db: Db, gameId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('game_teams')
    .select('id')
    .where('game_id', '=', gameId)
    .where('joined_at', 'is not', null)
    .execute();
  return new Set(rows.map((r) => r.id));
}
