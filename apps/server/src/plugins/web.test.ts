import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.js';
import { TEST_DIALECTS } from '../test/databases.js';

/** A built web app in miniature: both pages and a hashed asset. */
function fakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbis-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>back-office</title>');
  fs.writeFileSync(path.join(dir, 'game.html'), '<!doctype html><title>player</title>');
  fs.writeFileSync(path.join(dir, 'assets', 'game-abc123.js'), 'console.log(1)');
  return dir;
}

describe.each(TEST_DIALECTS)('the web pages (%s)', (dialect) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeWebDist();
    t = await startTestApp(dialect, { WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers a game address and a country link with the player page, revalidated', async () => {
    for (const url of ['/game/12', '/game/12/5', '/game/12?from=qr']) {
      const res = await t.client().get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>player</title>');
    }
  });

  it('keeps the back-office at / and caches hashed assets for good', async () => {
    const page = await t.client().get('/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>back-office</title>');
    const asset = await t.client().get('/assets/game-abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers unknown addresses, under /api or /game, with the API 404', async () => {
    for (const url of [
      '/api/game/nothing',
      '/api/backoffice/unknown',
      '/game/abc',
      '/game/1/2/3',
    ]) {
      const res = await t.client().get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: expect.any(String) });
    }
  });
});
