import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  paths,
  PLAYER_FIRST_DATA_ID,
  XSRF_COOKIE,
  type LangMessagesValues,
  type PlayerFirstData,
  type PlayerInfo,
} from '@orbis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.js';
import { TEST_DIALECTS } from '../test/databases.js';
import { createGame, joinTeam } from '../test/games.js';

/** The back-office's main chunk in miniature: big enough for the build to compress it. */
const MAIN_JS = `export const labels = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `label ${i}`))};`;

/**
 * A built web app in miniature: both pages and hashed assets, the main chunk and the back-office
 * page with the brotli and gzip copies the build leaves next to them.
 */
function fakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbis-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const write = (file: string, text: string, compressed = false) => {
    fs.writeFileSync(path.join(dir, file), text);
    if (!compressed) return;
    fs.writeFileSync(path.join(dir, `${file}.br`), zlib.brotliCompressSync(text));
    fs.writeFileSync(path.join(dir, `${file}.gz`), zlib.gzipSync(text));
  };
  write('index.html', '<!doctype html><title>back-office</title>', true);
  write('game.html', '<!doctype html><title>player</title><div id="root"></div>');
  write('assets/game-abc123.js', 'console.log(1)');
  write('assets/main-abc123.js', MAIN_JS, true);
  return dir;
}

/** The body of a static answer, decoded as its `Content-Encoding` says. */
function decoded(res: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
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
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.body).toContain('<title>player</title>');
    }
  });

  it('answers a chronicle address with the player page, kept out of search engines', async () => {
    const res = await t.client().get('/chronicle/AbC-12_xyz');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toContain('<title>player</title>');
    expect(res.body).not.toContain(PLAYER_FIRST_DATA_ID);
    expect((await t.client().get('/chronicle/a.b')).statusCode).toBe(404);
  });

  it("sends pages with helmet's headers for documents", async () => {
    for (const url of ['/', '/game/12']) {
      const res = await t.client().get(url);
      expect(res.statusCode, url).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("connect-src 'self' ws: wss:");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('keeps the back-office at / and caches hashed assets for good', async () => {
    const page = await t.client().get('/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>back-office</title>');
    const asset = await t.client().get('/assets/game-abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the main chunk as brotli or gzip as the browser accepts, else the plain file', async () => {
    const url = '/assets/main-abc123.js';
    const cases: [string | undefined, string | undefined][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ];
    for (const [accept, encoding] of cases) {
      const res = await t.app.inject({
        url,
        headers: accept === undefined ? {} : { 'accept-encoding': accept },
      });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type'], accept).toMatch(/^(text|application)\/javascript/);
      expect(res.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(decoded(res), accept).toBe(MAIN_JS);
    }
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(Number(br.headers['content-length'])).toBeLessThan(MAIN_JS.length / 2);
  });

  it('sends a file the build did not compress as it is, even to a browser that accepts br', async () => {
    const res = await t.app.inject({
      url: '/assets/game-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('console.log(1)');
  });

  it('compresses the back-office page too, which stays revalidated', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('private, no-cache');
      expect(decoded(res), url).toContain('<title>back-office</title>');
    }
  });

  it('sends the files a page loads with the headers a file needs, not a document’s', async () => {
    for (const url of ['/assets/main-abc123.js', '/assets/game-abc123.js']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      // A script is never a document: a CSP or framing rule on it would only lengthen it.
      for (const header of [
        'content-security-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
        'origin-agent-cluster',
      ]) {
        expect(res.headers[header], `${url} ${header}`).toBeUndefined();
      }
    }
  });

  it('revalidates the back-office page with the page’s own headers, not an API answer’s', async () => {
    const first = await t.app.inject({ url: '/' });
    const policy = first.headers['content-security-policy'];
    expect(policy).toContain("script-src 'self'");
    for (const headers of [
      { 'if-none-match': String(first.headers.etag) },
      { 'if-modified-since': String(first.headers['last-modified']) },
    ]) {
      // A reload: the browser keeps the 304's headers with the page it has, and runs its scripts.
      const again = await t.app.inject({ url: '/', headers });
      expect(again.statusCode).toBe(304);
      expect(again.headers['content-security-policy']).toBe(policy);
    }
  });

  /** The first data a player page carries, read back as the app reads it. */
  const firstData = (html: string): PlayerFirstData | null => {
    const open = `<script type="application/json" id="${PLAYER_FIRST_DATA_ID}">`;
    const at = html.indexOf(open);
    if (at < 0) return null;
    const end = html.indexOf('</script>', at);
    return JSON.parse(html.slice(at + open.length, end)) as PlayerFirstData;
  };

  it("carries a game's info and texts in its player page, as the API answers them", async () => {
    const { id } = await createGame(t);
    const visitor = t.client();
    await visitor.get('/');
    const page = await t.app.inject({ url: `/game/${id}/1`, headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    const html = decoded(page);
    expect(html.indexOf(PLAYER_FIRST_DATA_ID)).toBeLessThan(html.indexOf('<div id="root">'));
    const data = firstData(html);
    expect(data?.info).toEqual(
      (await visitor.get(`${paths.gameInfo}?gameId=${id}`)).json<PlayerInfo>(),
    );
    const messages = await visitor.post(paths.gameLangMessagesValues, { gameId: id });
    expect(data?.messages).toEqual(messages.json<LangMessagesValues>());
  });

  it('keeps a title that looks like markup inside the data', async () => {
    const title = '</script><script>alert(1)</script><!--';
    const { id } = await createGame(t, { title });
    const html = (await t.client().get(`/game/${id}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(firstData(html)?.info.game.title).toBe(title);
    expect(html).toContain(
      '<h1 class="join-title">&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#60;!--</h1>',
    );
  });

  it("paints the join screen's heading before the app runs, unless the phone plays a team", async () => {
    const { id, teams } = await createGame(t, { title: 'Пятница & друзья' });
    const heading =
      '<div id="root"><main class="join-page"><header class="join-head">' +
      '<p class="join-eyebrow">Вход в игру</p>' +
      '<h1 class="join-title">Пятница &#38; друзья</h1></header></main></div>';
    expect((await t.client().get(`/game/${id}`)).body).toContain(heading);
    const team = teams[0];
    if (!team) throw new Error('no team');
    const player = await joinTeam(t, id, team);
    const own = (await player.get(`/game/${id}/${team.country.id}`)).body;
    expect(own).toContain('<div id="root"></div>');
    expect(firstData(own)?.info.game.id).toBe(id);
  });

  it('sends the page of an unknown game without data, for the app to say so', async () => {
    for (const url of ['/game/999999', '/game/9999999999']) {
      const res = await t.client().get(url);
      expect(res.statusCode, url).toBe(200);
      expect(firstData(res.body), url).toBeNull();
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('gives a visitor with no XSRF cookie one with the page, and no other', async () => {
    const { id } = await createGame(t);
    for (const url of ['/', `/game/${id}`]) {
      const visitor = t.client();
      expect(visitor.cookies.has(XSRF_COOKIE)).toBe(false);
      await visitor.get(url);
      const token = visitor.cookies.get(XSRF_COOKIE);
      expect(token, url).toBeTruthy();
      // The token works at once: a public POST passes the check.
      const messages = await visitor.post(paths.gameLangMessagesValues, { gameId: id });
      expect(messages.statusCode, url).toBe(200);
      // A second load keeps the token the visitor has.
      const again = await t.app.inject({
        url,
        headers: { cookie: `${XSRF_COOKIE}=${token}` },
      });
      expect(String(again.headers['set-cookie'] ?? ''), url).not.toContain(XSRF_COOKIE);
    }
  });

  it('asks the browser for each page’s first calls while its scripts load', async () => {
    const { id } = await createGame(t);
    const fetched = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin`;
    const home = await t.app.inject({ url: '/' });
    expect(home.headers.link).toBe(
      [
        fetched(paths.adminLanguageMessages),
        fetched(paths.checkAuth),
        fetched(paths.adminLanguagesOptions),
      ].join(', '),
    );
    const game = await t.app.inject({ url: `/game/${id}` });
    expect(game.headers.link).toBe(fetched(`${paths.gameState}?gameId=${id}`));
    // No game, no state to ask for.
    expect((await t.app.inject({ url: '/game/999999' })).headers.link).toBeUndefined();
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
