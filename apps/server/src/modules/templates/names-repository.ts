// What a template file names in place of ids, looked up in this install's catalogue: a game
// language by its code, and presets and world events by name. Names are not unique in the
// catalogue, so each lookup takes the oldest row of that name, the same on every call.
import type { Db } from '../../db/database.js';

/** The game language with this code, if any. */
export async function languageIdByCode(db: Db, code: string): Promise<number | null> {
  const row = await db
    .selectFrom('languages')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The oldest country preset of this name, if any. */
export async function countryPresetIdByName(db: Db, name: string): Promise<number | null> {
  const row = await db
    .selectFrom('country_presets')
    .select('id')
    .where('name', '=', name)
    .orderBy('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The oldest world event of this name, if any. */
export async function worldEventIdByName(db: Db, name: string): Promise<number | null> {
  const row = await db
    .selectFrom('world_events')
    .select('id')
    .where('name', '=', name)
    .orderBy('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Every variables preset of this name, oldest first. */
export async function variablesPresetIdsByName(db: Db, name: string): Promise<number[]> {
  const rows = await db
    .selectFrom('variables_presets')
    .select('id')
    .where('name', '=', name)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** The names of these country presets, by id (an unknown id is absent). */
export async function countryPresetNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('country_presets')
    .select(['id', 'name'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The names of these world events, by id (an unknown id is absent). */
export async function worldEventNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('world_events')
    .select(['id', 'name'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
