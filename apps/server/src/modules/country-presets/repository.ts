import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/values.js';

export interface CountryPresetRow {
  id: number;
  name: string;
  flag: string;
}

export interface CityPresetRow {
  id: number;
  countryPresetId: number;
  name: string;
  picture: string;
  economy: number;
}

/** A city preset to write: its name, picture address and starting development. */
export interface CityPresetValues {
  name: string;
  picture: string;
  economy: number;
}

/** Every country preset, oldest first. */
export async function listCountryPresetRows(db: Db): Promise<CountryPresetRow[]> {
  return db.selectFrom('country_presets').select(['id', 'name', 'flag']).orderBy('id').execute();
}

/** The country preset with this id, if any. */
export async function findCountryPreset(db: Db, id: number): Promise<CountryPresetRow | null> {
  const row = await db
    .selectFrom('country_presets')
    .select(['id', 'name', 'flag'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

/** True when there is no country preset at all. */
export async function hasNoCountryPresets(db: Db): Promise<boolean> {
  return (await db.selectFrom('country_presets').select('id').limit(1).executeTakeFirst()) == null;
}

/** City presets, in their order within each country; all of them, or one country's. */
export async function listCityPresetRows(
  db: Db,
  countryPresetId?: number,
): Promise<CityPresetRow[]> {
  let query = db
    .selectFrom('city_presets')
    .select(['id', 'country_preset_id', 'name', 'picture', 'economy'])
    .orderBy('country_preset_id')
    .orderBy('position')
    .orderBy('id');
  if (countryPresetId !== undefined) query = query.where('country_preset_id', '=', countryPresetId);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    countryPresetId: r.country_preset_id,
    name: r.name,
    picture: r.picture,
    economy: r.economy,
  }));
}

/** The country preset of each of these city presets; unknown ids are absent. */
export async function cityPresetOwners(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('city_presets')
    .select(['id', 'country_preset_id'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.country_preset_id]));
}

/** Inserts a country preset with its cities (in this order); returns the new id. */
export async function insertCountryPreset(
  db: Db,
  preset: { name: string; flag: string; cities: CityPresetValues[] },
): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto('country_presets')
    .values({ name: preset.name, flag: preset.flag, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [position, city] of preset.cities.entries()) {
    await insertCityPreset(db, id, city, position);
  }
  return id;
}

/** Renames a country preset and sets its flag. */
export async function updateCountryPresetRow(
  db: Db,
  id: number,
  values: { name: string; flag: string },
): Promise<void> {
  await db
    .updateTable('country_presets')
    .set({ name: values.name, flag: values.flag, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** Adds a city preset at `position` in its country. */
export async function insertCityPreset(
  db: Db,
  countryPresetId: number,
  city: CityPresetValues,
  position: number,
): Promise<void> {
  await db
    .insertInto('city_presets')
    .values({ country_preset_id: countryPresetId, ...city, position })
    .execute();
}

/** Rewrites a city preset and moves it to `position`. */
export async function updateCityPreset(
  db: Db,
  id: number,
  city: CityPresetValues,
  position: number,
): Promise<void> {
  await db
    .updateTable('city_presets')
    .set({ ...city, position })
    .where('id', '=', id)
    .execute();
}

/** Removes the cities of a country preset other than `keepIds`. */
export async function deleteOtherCityPresets(
  db: Db,
  countryPresetId: number,
  keepIds: number[],
): Promise<void> {
  let query = db.deleteFrom('city_presets').where('country_preset_id', '=', countryPresetId);
  if (keepIds.length > 0) query = query.where('id', 'not in', keepIds);
  await query.execute();
}

/** Deletes a country preset with its cities; false when there was none. */
export async function deleteCountryPresetRow(db: Db, id: number): Promise<boolean> {
  await db.deleteFrom('city_presets').where('country_preset_id', '=', id).execute();
  const result = await db.deleteFrom('country_presets').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
