// The rows of the projector's map: the admin's backgrounds and each game's placed map.
import type { MapPoint } from '@orbis/contracts';
import type { Db } from '../../db/database.js';
import { nowIso, parseJson, toJson } from '../../db/values.js';

/** A background as a host picks it. */
export interface BackgroundRow {
  id: number;
  name: string;
  picture: string;
}

/** A game's stored map: its background's picture (null for none) and id, the host's places. */
export interface StoredMap {
  backgroundId: number | null;
  picture: string | null;
  positions: Record<string, MapPoint>;
}

/** Every background, by name then id. */
export function listBackgrounds(db: Db): Promise<BackgroundRow[]> {
  return db
    .selectFrom('map_backgrounds')
    .select(['id', 'name', 'picture'])
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** The background `id`, or undefined. */
export function findBackground(db: Db, id: number): Promise<BackgroundRow | undefined> {
  return db
    .selectFrom('map_backgrounds')
    .select(['id', 'name', 'picture'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Inserts a background; returns its id. */
export async function insertBackground(db: Db, name: string, picture: string): Promise<number> {
  const row = await db
    .insertInto('map_backgrounds')
    .values({ name, picture, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The games whose map shows background `id`. */
export async function gamesShowing(db: Db, id: number): Promise<number[]> {
  const rows = await db
    .selectFrom('game_maps')
    .select('game_id')
    .where('background_id', '=', id)
    .execute();
  return rows.map((r) => r.game_id);
}

/**
 * Deletes background `id`, its games' maps left without one (as the foreign key also does: said
 * here so that no database setting decides it); false when there was none.
 */
export async function deleteBackgroundRow(db: Db, id: number): Promise<boolean> {
  await db
    .updateTable('game_maps')
    .set({ background_id: null })
    .where('background_id', '=', id)
    .execute();
  const result = await db.deleteFrom('map_backgrounds').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Game `gameId`'s stored map, or null while its host has placed none. */
export async function findGameMap(db: Db, gameId: number): Promise<StoredMap | null> {
  const row = await db
    .selectFrom('game_maps as m')
    .leftJoin('map_backgrounds as b', 'b.id', 'm.background_id')
    .select(['m.background_id', 'm.positions', 'b.picture'])
    .where('m.game_id', '=', gameId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    backgroundId: row.background_id,
    picture: row.picture ?? null,
    positions: parseJson<Record<string, MapPoint>>(row.positions) ?? {},
  };
}

/** Stores game `gameId`'s map, replacing the one it had. */
export async function saveGameMap(
  db: Db,
  gameId: number,
  backgroundId: number | null,
  positions: Record<string, MapPoint>,
): Promise<void> {
  const values = { background_id: backgroundId, positions: toJson(positions) };
  await db
    .insertInto('game_maps')
    .values({ game_id: gameId, ...values })
    .onConflict((oc) => oc.column('game_id').doUpdateSet(values))
    .execute();
}
