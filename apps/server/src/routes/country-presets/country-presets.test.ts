import { paths, type CountryPresetResponse } from '@orbis/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LABELS } from '../../labels.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import type { TestClient } from '../../test/client.js';
import { TEST_DIALECTS } from '../../test/databases.js';
import { multipartFile } from '../../test/multipart.js';

const HOST = { email: 'host@test.local', password: 'host-password-1' };
const en = (key: keyof typeof ADMIN_LABELS, params: Record<string, number> = {}) =>
  ADMIN_LABELS[key].en.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));

describe.each(TEST_DIALECTS)('country presets (%s)', (dialect) => {
  let t: TestApp;
  let admin: TestClient;

  const add = async (name: string) => {
    const res = await admin.post(paths.countryPresetsAdd, { name });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: number }>().id;
  };
  const get = async (id: number) => {
    const res = await admin.get(`${paths.countryPresetsGet}?id=${id}`);
    expect(res.statusCode).toBe(200);
    return res.json<CountryPresetResponse>();
  };
  const uploadImage = async (url: string, field: string) => {
    const image = await sharp({
      create: { width: 30, height: 20, channels: 3, background: '#228833' },
    })
      .png()
      .toBuffer();
    const { payload, headers } = await multipartFile(field, image, 'image.png', 'image/png');
    const res = await admin.request('POST', url, undefined, { raw: payload, headers });
    expect(res.statusCode).toBe(201);
    return res.json<{ url: string }>().url;
  };
  /** The update body that leaves a preset as `get` returned it. */
  const unchanged = (preset: CountryPresetResponse) => ({
    countryPreset: preset.countryPreset,
    cityPresets: preset.cityPresets,
  });

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.admin();
    await admin.post(paths.setAdminLanguage, { language: 'en' });
    await t.addUser({ email: HOST.email, password: HOST.password });
  });
  afterAll(() => t.close());

  it('answers 401 to anonymous callers and 403 to hosts on every call', async () => {
    const id = await add('Guarded');
    const anonymous = await t.client().csrf();
    const host = await t.client().login(HOST.email, HOST.password);
    const calls: [string, string, unknown?][] = [
      ['GET', paths.countryPresetsList],
      ['POST', paths.countryPresetsAdd, { name: 'Nope' }],
      ['GET', `${paths.countryPresetsGet}?id=${id}`],
      ['POST', paths.countryPresetsUpdate, unchanged(await get(id))],
      ['POST', paths.countryPresetsDelete, { id }],
    ];
    for (const [method, url, body] of calls) {
      const anon = await anonymous.request(method as 'GET' | 'POST', url, body);
      expect(anon.statusCode, url).toBe(401);
      expect(anon.json()).toEqual({ message: 'Unauthenticated.' });
      const denied = await host.request(method as 'GET' | 'POST', url, body);
      expect(denied.statusCode, url).toBe(403);
    }
    expect((await get(id)).countryPreset.name).toBe('Guarded');
  });

  it('adds a preset that starts with four cities', async () => {
    const id = await add('  Atlantis  ');
    expect(await get(id)).toEqual({
      countryPreset: { id, name: 'Atlantis', flag: '' },
      cityPresets: [1, 2, 3, 4].map((n) => ({
        id: expect.any(Number),
        name: en('countries.default_city_name', { number: n }),
        picture: '',
        economy: 60,
      })),
    });
  });

  it('names the new cities in the admin language', async () => {
    await admin.post(paths.setAdminLanguage, { language: 'ru' });
    try {
      const id = await add('Гиперборея');
      expect((await get(id)).cityPresets.map((c) => c.name)).toEqual([
        'Город 1',
        'Город 2',
        'Город 3',
        'Город 4',
      ]);
    } finally {
      await admin.post(paths.setAdminLanguage, { language: 'en' });
    }
  });

  it('validates the name when adding', async () => {
    for (const [body, field, message] of [
      [{ name: '   ' }, 'name', en('validation.required')],
      [{}, 'name', en('validation.required')],
      [{ name: 'x'.repeat(101) }, 'name', en('validation.max_string', { max: 100 })],
      [{ name: 42 }, 'name', en('validation.string')],
    ] as const) {
      const res = await admin.post(paths.countryPresetsAdd, body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: en('errors.validation'),
        errors: { [field]: [message] },
      });
    }
  });

  it('lists presets with their flag and city names in order', async () => {
    const id = await add('Listland');
    const preset = await get(id);
    const list = await admin.get(paths.countryPresetsList);
    expect(list.statusCode).toBe(200);
    const item = list.json<{ id: number }[]>().find((p) => p.id === id);
    expect(item).toEqual({
      id,
      name: 'Listland',
      flag: '',
      cities: preset.cityPresets.map((c) => ({ id: c.id, name: c.name })),
    });
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    const missing = await admin.get(`${paths.countryPresetsGet}?id=999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: en('errors.not_found') });
    expect((await admin.get(`${paths.countryPresetsGet}?id=abc`)).statusCode).toBe(422);

    const update = await admin.post(paths.countryPresetsUpdate, {
      countryPreset: { id: 999999, name: 'Ghost', flag: '' },
      cityPresets: [{ name: 'Nowhere', picture: '', economy: 50 }],
    });
    expect(update.statusCode).toBe(404);
    const del = await admin.post(paths.countryPresetsDelete, { id: 999999 });
    expect(del.statusCode).toBe(404);
  });

  it('updates the name, flag and cities: adds, removes, reorders in one go', async () => {
    const id = await add('Oldname');
    const before = await get(id);
    const [first, second, third] = before.cityPresets;
    const flag = await uploadImage(paths.uploadFlag, 'flag');
    const picture = await uploadImage(paths.uploadPicture, 'picture');

    const res = await admin.post(paths.countryPresetsUpdate, {
      countryPreset: { id, name: 'Newname', flag },
      cityPresets: [
        { id: third!.id, name: 'Third first', picture, economy: 80 },
        { name: 'Brand new', picture: '', economy: 40 },
        { id: first!.id, name: ' First ', picture: '', economy: 0 },
        { id: second!.id, name: 'Second', picture: '', economy: 100 },
      ],
    });
    expect(res.statusCode).toBe(204);

    const after = await get(id);
    expect(after.countryPreset).toEqual({ id, name: 'Newname', flag });
    expect(after.cityPresets).toEqual([
      { id: third!.id, name: 'Third first', picture, economy: 80 },
      { id: expect.any(Number), name: 'Brand new', picture: '', economy: 40 },
      { id: first!.id, name: 'First', picture: '', economy: 0 },
      { id: second!.id, name: 'Second', picture: '', economy: 100 },
    ]);
    const removed = before.cityPresets[3]!.id;
    expect(after.cityPresets.map((c) => c.id)).not.toContain(removed);
    const rows = await t.database.db
      .selectFrom('city_presets')
      .select('id')
      .where('id', '=', removed)
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses bad cities, economy levels and images with 422 and changes nothing', async () => {
    const id = await add('Strictland');
    const other = await get(await add('Otherland'));
    const preset = await get(id);
    const city = preset.cityPresets[0]!;
    const body = (cities: unknown[], flag = '') => ({
      countryPreset: { id, name: 'Changed', flag },
      cityPresets: cities,
    });
    const missingImage = `/uploads/${'a'.repeat(32)}.webp`;
    const cases: [unknown, Record<string, string[]>][] = [
      [body([]), { cityPresets: [en('validation.min_items', { min: 1 })] }],
      [
        body([{ ...city, economy: 101 }]),
        { 'cityPresets.0.economy': [en('validation.max_number', { max: 100 })] },
      ],
      [
        body([{ ...city, economy: -1 }]),
        { 'cityPresets.0.economy': [en('validation.min_number', { min: 0 })] },
      ],
      [body([{ ...city, economy: 2.5 }]), { 'cityPresets.0.economy': [en('validation.integer')] }],
      [body([{ ...city, economy: '50' }]), { 'cityPresets.0.economy': [en('validation.number')] }],
      [
        body([{ ...city, economy: null }]),
        { 'cityPresets.0.economy': [en('validation.required')] },
      ],
      [body([{ ...city, name: '' }]), { 'cityPresets.0.name': [en('validation.required')] }],
      [
        body([{ ...city, name: 'y'.repeat(101) }]),
        { 'cityPresets.0.name': [en('validation.max_string', { max: 100 })] },
      ],
      [
        body([city, { ...other.cityPresets[0]! }]),
        { 'cityPresets.1.id': [en('countries.city_unknown')] },
      ],
      [body([city, { ...city }]), { 'cityPresets.1.id': [en('countries.city_repeated')] }],
      [body([{ ...city, id: 99999999 }]), { 'cityPresets.0.id': [en('countries.city_unknown')] }],
      [
        body([city], 'javascript:alert(1)'),
        { 'countryPreset.flag': [en('countries.image_invalid')] },
      ],
      [
        body([{ ...city, picture: 'https://evil.example/x.png' }]),
        { 'cityPresets.0.picture': [en('countries.image_invalid')] },
      ],
      [
        body([{ ...city, picture: '/uploads/../orbis.sqlite' }]),
        { 'cityPresets.0.picture': [en('countries.image_invalid')] },
      ],
      [
        body([{ ...city, picture: missingImage }], missingImage),
        {
          'cityPresets.0.picture': [en('countries.image_missing')],
          'countryPreset.flag': [en('countries.image_missing')],
        },
      ],
      [
        { countryPreset: { id, name: '', flag: '' }, cityPresets: [city] },
        { 'countryPreset.name': [en('validation.required')] },
      ],
    ];
    for (const [payload, errors] of cases) {
      const res = await admin.post(paths.countryPresetsUpdate, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json()).toEqual({ message: en('errors.validation'), errors });
    }
    expect(await get(id)).toEqual(preset);
    expect(await get(other.countryPreset.id)).toEqual(other);
  });

  it('deletes a preset with its cities', async () => {
    const id = await add('Doomed');
    const res = await admin.post(paths.countryPresetsDelete, { id });
    expect(res.statusCode).toBe(204);
    expect((await admin.get(`${paths.countryPresetsGet}?id=${id}`)).statusCode).toBe(404);
    const list = (await admin.get(paths.countryPresetsList)).json<{ id: number }[]>();
    expect(list.map((p) => p.id)).not.toContain(id);
    const cities = await t.database.db
      .selectFrom('city_presets')
      .select('id')
      .where('country_preset_id', '=', id)
      .execute();
    expect(cities).toEqual([]);
    expect((await admin.post(paths.countryPresetsDelete, { id })).statusCode).toBe(404);
    expect((await admin.post(paths.countryPresetsDelete, { id: 'x' })).statusCode).toBe(422);
  });
});
