import fs from 'node:fs';
import path from 'node:path';
import {
  paths,
  UPLOADED_IMAGE_PATTERN,
  type GameStats,
  type MapBackgroundOption,
} from '@orbis/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LABELS } from '../../labels.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import type { TestClient } from '../../test/client.js';
import { TEST_DIALECTS } from '../../test/databases.js';
import { createGame, signedInHost } from '../../test/games.js';
import { multipartFile, multipartForm } from '../../test/multipart.js';

const en = (key: keyof typeof ADMIN_LABELS) => ADMIN_LABELS[key].en;

function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
}

describe.each(TEST_DIALECTS)('map backgrounds (%s)', (dialect) => {
  let t: TestApp;
  let admin: TestClient;
  let host: TestClient;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.admin();
    await admin.post(paths.setAdminLanguage, { language: 'en' });
    host = await signedInHost(t);
  });
  afterAll(() => t.close());

  async function add(caller: TestClient, fields: Record<string, string>, bytes: Buffer) {
    const { payload, headers } = await multipartForm(fields, 'picture', bytes, 'map.png');
    return caller.request('POST', paths.mapBackgroundsAdd, undefined, { raw: payload, headers });
  }

  const options = async (caller: TestClient) => {
    const res = await caller.get(paths.mapBackgroundsOptions);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MapBackgroundOption[]>();
  };

  it('an admin adds a background, re-encoded; hosts list it; an admin deletes it', async () => {
    const res = await add(admin, { name: '  Old world  ' }, await png(2000, 1000));
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ id: number }>();
    const listed = (await options(host)).find((o) => o.value === id);
    expect(listed).toMatchObject({ value: id, text: 'Old world' });
    expect(listed?.url).toMatch(UPLOADED_IMAGE_PATTERN);
    expect(listed?.url).toMatch(/\.webp$/);
    // Stored as every picture: WebP, at most 1024 pixels on its longer side.
    const file = path.join(t.config.dataDir, 'uploads', path.basename(listed?.url ?? ''));
    const meta = await sharp(fs.readFileSync(file)).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'webp',
      width: 1024,
      height: 512,
    });

    expect((await admin.post(paths.mapBackgroundsDelete, { id })).statusCode).toBe(204);
    expect((await options(host)).some((o) => o.value === id)).toBe(false);
    expect((await admin.post(paths.mapBackgroundsDelete, { id })).statusCode).toBe(404);
  });

  it('is the admin’s: 403 for a host adding or deleting, 401 signed out', async () => {
    const bytes = await png(20, 20);
    const before = await options(admin);
    expect((await add(host, { name: 'Mine' }, bytes)).statusCode).toBe(403);
    const anonymous = await t.client().csrf();
    expect((await add(anonymous, { name: 'Mine' }, bytes)).statusCode).toBe(401);
    expect((await anonymous.get(paths.mapBackgroundsOptions)).statusCode).toBe(401);
    const made = (await add(admin, { name: 'Kept' }, bytes)).json<{ id: number }>().id;
    expect((await host.post(paths.mapBackgroundsDelete, { id: made })).statusCode).toBe(403);
    expect((await options(admin)).map((o) => o.value)).toEqual(
      [...before.map((o) => o.value), made].sort((a, b) => a - b),
    );
  });

  it('answers 422 on the field for a missing name or picture, or a file that is no image', async () => {
    const bytes = await png(20, 20);
    const errorsOf = async (res: Awaited<ReturnType<typeof add>>) => {
      expect(res.statusCode, res.body).toBe(422);
      return res.json<{ errors: Record<string, string[]> }>().errors;
    };
    expect(await errorsOf(await add(admin, {}, bytes))).toEqual({
      name: [en('validation.required')],
    });
    expect(await errorsOf(await add(admin, { name: '   ' }, bytes))).toEqual({
      name: [en('validation.required')],
    });
    expect(Object.keys(await errorsOf(await add(admin, { name: 'x'.repeat(101) }, bytes)))).toEqual(
      ['name'],
    );
    expect(await errorsOf(await add(admin, { name: 'Text' }, Buffer.from('not an image')))).toEqual(
      { picture: [en('uploads.not_image')] },
    );
    const { payload, headers } = await multipartFile('flag', bytes, 'a.png');
    const wrongField = await admin.request('POST', paths.mapBackgroundsAdd, undefined, {
      raw: payload,
      headers,
    });
    expect(await errorsOf(wrongField)).toEqual({ picture: [en('validation.required')] });
  });

  it('refuses a picture over 5 MB with 413, adding nothing', async () => {
    const before = await options(admin);
    const big = Buffer.alloc(7 * 1024 * 1024, 0x61);
    (await png(10, 10)).copy(big);
    const res = await add(admin, { name: 'Huge' }, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The file is too large: at most 5 MB.' });
    expect(await options(admin)).toEqual(before);
  });

  it('deleting a background a game shows leaves that game without one', async () => {
    const id = (await add(admin, { name: 'Sea' }, await png(30, 30))).json<{ id: number }>().id;
    const game = await createGame(t);
    const a = String(game.teams[0]?.country.id);
    const placed = await game.host.post(paths.hostGamesMap, {
      gameId: game.id,
      background: id,
      positions: { [a]: { x: 0.3, y: 0.3 } },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const stats = async () =>
      (
        await (await t.client().csrf()).post(paths.hostGamesStats, { gameId: game.id })
      ).json<GameStats>().map;
    expect((await stats()).background).toMatch(UPLOADED_IMAGE_PATTERN);

    const heard: number[] = [];
    const off = t.app.gameEvents.on('map-changed', (e) => heard.push(e.gameId));
    expect((await admin.post(paths.mapBackgroundsDelete, { id })).statusCode).toBe(204);
    off();
    expect(heard).toEqual([game.id]);
    const after = await stats();
    expect(after.background).toBeNull();
    expect(after.positions[a]).toEqual({ x: 0.3, y: 0.3 });
  });
});
