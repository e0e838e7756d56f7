import { createHash } from 'node:crypto';
import { paths, UPLOADED_IMAGE_PATTERN, type CountryPresetListItem } from '@orbis/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.js';
import type { TestClient } from '../test/client.js';
import { TEST_DIALECTS } from '../test/databases.js';
import { COUNTRIES_SEEDED_SETTING, SEED_COUNTRIES, seedCountries } from './countries.js';

describe('the seed countries', () => {
  it('are at least 9 with 4 unequal cities each, named in English and Russian', () => {
    expect(SEED_COUNTRIES.length).toBeGreaterThanOrEqual(9);
    const countryNames = SEED_COUNTRIES.map((c) => c.name.en);
    expect(new Set(countryNames).size).toBe(countryNames.length);
    for (const c of SEED_COUNTRIES) {
      expect(c.cities).toHaveLength(4);
      for (const city of c.cities) {
        expect(city.economy).toBeGreaterThanOrEqual(40);
        expect(city.economy).toBeLessThanOrEqual(80);
        expect(city.name.en && city.name.ru).toBeTruthy();
      }
      expect(new Set(c.cities.map((city) => city.economy)).size).toBeGreaterThan(1);
    }
  });

  it('start from totals no two countries share, within 12 of 240', () => {
    // The winner's tie-break compares how far each standard rose since the start: equal starts
    // would leave two countries at the top tied on it too.
    const totals = SEED_COUNTRIES.map((c) => c.cities.reduce((sum, city) => sum + city.economy, 0));
    expect(new Set(totals).size).toBe(totals.length);
    for (const total of totals) expect(Math.abs(total - 240)).toBeLessThanOrEqual(12);
  });
});

describe.each(TEST_DIALECTS)('seeding countries (%s)', (dialect) => {
  let t: TestApp;
  let admin: TestClient;
  const list = async () =>
    (await admin.get(paths.countryPresetsList)).json<CountryPresetListItem[]>();

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.admin();
  });
  afterAll(() => t.close());

  it('creates the countries with a served flag and a distinct picture per city', async () => {
    const presets = await list();
    expect(presets.map((p) => p.name)).toEqual(SEED_COUNTRIES.map((c) => c.name.en));
    const pictureHashes = new Set<string>();
    for (const [i, preset] of presets.entries()) {
      expect(preset.flag).toMatch(UPLOADED_IMAGE_PATTERN);
      const flag = await t.client().get(preset.flag);
      expect(flag.statusCode).toBe(200);
      expect(flag.headers['content-type']).toBe('image/png');
      expect((await sharp(flag.rawPayload).metadata()).width).toBeGreaterThan(100);

      const detail = (await admin.get(`${paths.countryPresetsGet}?id=${preset.id}`)).json<{
        cityPresets: { name: string; picture: string; economy: number }[];
      }>();
      const seeded = SEED_COUNTRIES[i]!;
      expect(detail.cityPresets.map((c) => [c.name, c.economy])).toEqual(
        seeded.cities.map((c) => [c.name.en, c.economy]),
      );
      for (const city of detail.cityPresets) {
        expect(city.picture).toMatch(UPLOADED_IMAGE_PATTERN);
        const picture = await t.client().get(city.picture);
        expect(picture.statusCode).toBe(200);
        expect(picture.headers['content-type']).toBe('image/webp');
        pictureHashes.add(createHash('sha256').update(picture.rawPayload).digest('hex'));
      }
    }
    expect(pictureHashes.size).toBe(SEED_COUNTRIES.length * 4);
  });

  it('does not bring the countries back once an admin deleted them all', async () => {
    for (const preset of await list()) {
      expect((await admin.post(paths.countryPresetsDelete, { id: preset.id })).statusCode).toBe(
        204,
      );
    }
    await seedCountries(t.database.db, t.config.dataDir);
    expect(await list()).toEqual([]);
  });

  it('seeds only an empty table, even on a database seeded before the setting existed', async () => {
    const added = await admin.post(paths.countryPresetsAdd, { name: 'Mine' });
    expect(added.statusCode).toBe(201);
    await t.database.db
      .deleteFrom('settings')
      .where('key', '=', COUNTRIES_SEEDED_SETTING)
      .execute();
    await seedCountries(t.database.db, t.config.dataDir);
    expect((await list()).map((p) => p.name)).toEqual(['Mine']);
  });
});
