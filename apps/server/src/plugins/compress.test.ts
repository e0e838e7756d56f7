import zlib from 'node:zlib';
import { paths } from '@orbis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.js';
import { TEST_DIALECTS } from '../test/databases.js';
import { COMPRESS_THRESHOLD_BYTES } from './compress.js';

/** The text of an answer, decoded as its `Content-Encoding` says. */
function decoded(res: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
}

describe.each(TEST_DIALECTS)('compressed JSON answers (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  it('compresses a large answer as the client accepts, and keeps it uncacheable', async () => {
    const admin = await t.admin();
    const plain = await admin.get(paths.adminLanguageMessages);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await admin.get(paths.adminLanguageMessages, {
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type'], accept).toMatch(/^application\/json/);
      expect(res.headers['cache-control'], accept).toBe('no-store');
      expect(JSON.parse(decoded(res)), accept).toEqual(plain.json());
      if (encoding) {
        expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
        expect(res.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 2);
      }
    }
  });

  it('sends small answers and error bodies as they are', async () => {
    const admin = await t.admin();
    const small = await admin.get(paths.checkAuth, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });

    const stranger = t.client();
    const unauthenticated = await stranger.get(paths.checkAuth, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.headers['content-encoding']).toBeUndefined();
    expect(unauthenticated.headers['cache-control']).toBe('no-store');
    expect(unauthenticated.json()).toEqual({ message: expect.any(String) });

    const noXsrf = await stranger.post(paths.login, {}, { headers: { 'accept-encoding': 'br' } });
    expect(noXsrf.statusCode).toBe(419);
    expect(noXsrf.headers['content-encoding']).toBeUndefined();
    expect(noXsrf.json()).toEqual({ message: 'CSRF token mismatch.' });
  });

  it('does not decompress request bodies', async () => {
    const client = await t.client().csrf();
    const res = await client.post(paths.login, undefined, {
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      raw: zlib.gzipSync(JSON.stringify({ email: 'a@b.c', password: 'x' })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });
});

describe('kept answers (sqlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('are compressed as the client’s weights say, negotiated by @fastify/compress', async () => {
    const admin = await t.admin();
    const plain = await admin.get(paths.adminLanguageMessages);
    for (const [accept, encoding] of [
      ['', undefined],
      ['identity', undefined],
      ['gzip, deflate, br', 'br'],
      ['GZIP', 'gzip'],
      ['x-gzip', 'gzip'],
      ['br;q=0.5, gzip;q=0.8', 'gzip'],
      ['br;q=0, gzip;q=0', undefined],
      ['*', 'gzip'],
      ['br;q=0, *', 'gzip'],
      ['deflate', undefined],
      ['br;q=abc, gzip', 'gzip'],
    ] as const) {
      // Twice: the second answer is the kept copy.
      for (const round of [1, 2]) {
        const res = await admin.get(paths.adminLanguageMessages, {
          headers: { 'accept-encoding': accept },
        });
        expect(res.headers['content-encoding'], `${accept} ${round}`).toBe(encoding);
        expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
        expect(JSON.parse(decoded(res)), accept).toEqual(plain.json());
      }
    }
    const refused = await admin.get(paths.adminLanguageMessages, {
      headers: { 'accept-encoding': 'br', 'x-no-compression': '1' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });
});
