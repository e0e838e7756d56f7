// Country presets as API.md shapes them, and the rules of their writes.
import type {
  CountryPresetListItem,
  CountryPresetResponse,
  CountryPresetUpdateBody,
} from '@orbis/contracts';
import type { Db } from '../../db/database.js';
import { notFound, validationError, type FieldMessage } from '../../errors.js';
import type { Cache } from '../cache.js';
import { storedImageExists } from '../uploads/images.js';
import {
  cityPresetOwners,
  deleteCountryPresetRow,
  deleteOtherCityPresets,
  findCountryPreset,
  insertCityPreset,
  insertCountryPreset,
  listCityPresetRows,
  listCountryPresetRows,
  updateCityPreset,
  updateCountryPresetRow,
} from './repository.js';

/** A new preset's cities: the classic four, each at the economy level of an average seed city. */
export const NEW_PRESET_CITY_COUNT = 4;
export const NEW_PRESET_CITY_ECONOMY = 60;

/**
 * Every preset with its cities' names, for the list screen, whose answer the app keeps (group
 * `country-presets`: the writes below drop it).
 */
export async function listCountryPresets(db: Db): Promise<CountryPresetListItem[]> {
  const [presets, cities] = await Promise.all([listCountryPresetRows(db), listCityPresetRows(db)]);
  const byCountry = new Map<number, { id: number; name: string }[]>();
  for (const c of cities) {
    const list = byCountry.get(c.countryPresetId) ?? [];
    list.push({ id: c.id, name: c.name });
    byCountry.set(c.countryPresetId, list);
  }
  return presets.map((p) => ({ ...p, cities: byCountry.get(p.id) ?? [] }));
}

/** Adds a preset with four cities named by `cityName(1..4)`; returns its id. */
export async function addCountryPreset(
  db: Db,
  cache: Cache,
  name: string,
  cityName: (n: number) => string,
): Promise<number> {
  const cities = Array.from({ length: NEW_PRESET_CITY_COUNT }, (_, i) => ({
    name: cityName(i + 1),
    picture: '',
    economy: NEW_PRESET_CITY_ECONOMY,
  }));
  const id = await db
    .transaction()
    .execute((trx) => insertCountryPreset(trx, { name, flag: '', cities }));
  await cache.invalidate('country-presets');
  return id;
}

/** One preset and its cities in order; 404 when unknown. */
export async function getCountryPreset(db: Db, id: number): Promise<CountryPresetResponse> {
  const preset = await findCountryPreset(db, id);
  if (!preset) throw notFound();
  const cities = await listCityPresetRows(db, id);
  return {
    countryPreset: preset,
    cityPresets: cities.map((c) => ({
      id: c.id,
      name: c.name,
      picture: c.picture,
      economy: c.economy,
    })),
  };
}

/** Field errors of an update that the schema cannot see: foreign cities and missing images. */
async function updateErrors(
  db: Db,
  body: CountryPresetUpdateBody,
  uploads: string,
): Promise<Record<string, FieldMessage>> {
  const errors: Record<string, FieldMessage> = {};
  const countryId = body.countryPreset.id;
  const owners = await cityPresetOwners(
    db,
    body.cityPresets.flatMap((c) => (c.id === undefined ? [] : [c.id])),
  );
  const seen = new Set<number>();
  for (const [i, city] of body.cityPresets.entries()) {
    if (city.id !== undefined) {
      if (owners.get(city.id) !== countryId) {
        errors[`cityPresets.${i}.id`] = { key: 'countries.city_unknown' };
      } else if (seen.has(city.id)) {
        errors[`cityPresets.${i}.id`] = { key: 'countries.city_repeated' };
      }
      seen.add(city.id);
    }
    if (city.picture && !(await storedImageExists(uploads, city.picture))) {
      errors[`cityPresets.${i}.picture`] = { key: 'countries.image_missing' };
    }
  }
  const flag = body.countryPreset.flag;
  if (flag && !(await storedImageExists(uploads, flag))) {
    errors['countryPreset.flag'] = { key: 'countries.image_missing' };
  }
  return errors;
}

/**
 * Renames the preset, sets its flag and replaces its cities in one transaction: a city without
 * id is added, one left out is removed, and the list order becomes the cities' order.
 */
export async function updateCountryPreset(
  db: Db,
  cache: Cache,
  body: CountryPresetUpdateBody,
  uploads: string,
): Promise<void> {
  const { id, name, flag } = body.countryPreset;
  await db.transaction().execute(async (trx) => {
    if (!(await findCountryPreset(trx, id))) throw notFound();
    const errors = await updateErrors(trx, body, uploads);
    if (Object.keys(errors).length > 0) throw validationError(errors);

    await updateCountryPresetRow(trx, id, { name, flag });
    const kept = body.cityPresets.flatMap((c) => (c.id === undefined ? [] : [c.id]));
    await deleteOtherCityPresets(trx, id, kept);
    for (const [position, city] of body.cityPresets.entries()) {
      const values = { name: city.name, picture: city.picture, economy: city.economy };
      if (city.id === undefined) await insertCityPreset(trx, id, values, position);
      else await updateCityPreset(trx, city.id, values, position);
    }
  });
  await cache.invalidate('country-presets');
}

/** Deletes a preset and its cities; 404 when unknown. */
export async function deleteCountryPreset(db: Db, cache: Cache, id: number): Promise<void> {
  const deleted = await db.transaction().execute((trx) => deleteCountryPresetRow(trx, id));
  if (!deleted) throw notFound();
  await cache.invalidate('country-presets');
}
