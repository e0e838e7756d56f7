import { paths } from '@orbis/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.js';
import { TEST_DIALECTS } from '../test/databases.js';
import { multipartFile } from '../test/multipart.js';

describe.each(TEST_DIALECTS)('Cache-Control (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  it('keeps every signed-in answer out of caches, errors and sign-in included', async () => {
    const anonymous = await t.client().csrf();
    const admin = t.client();
    await admin.csrf();
    const login = await admin.post(paths.login, {
      email: 'admin@test.local',
      password: 'admin-password-1',
    });
    expect(login.statusCode).toBe(204);
    const answers = [
      login,
      await admin.get(paths.hostsList),
      await admin.get(paths.user),
      await admin.get(`${paths.hostsGet}?id=424242`),
      await admin.get(`${paths.hostsGet}?id=x`),
      await admin.post(paths.hostsAdd, {}),
      await anonymous.get(paths.hostsList),
    ];
    for (const res of answers) {
      expect(res.headers['cache-control'], `${res.statusCode} ${res.body}`).toBe('no-store');
    }
  });

  it('leaves public files to their own caching', async () => {
    const admin = await t.admin();
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const { payload, headers } = await multipartFile('flag', png, 'f.png', 'image/png');
    const res = await admin.request('POST', paths.uploadFlag, undefined, { raw: payload, headers });
    expect(res.headers['cache-control']).toBe('no-store');
    const served = await admin.get(res.json<{ url: string }>().url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
