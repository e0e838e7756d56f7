import zlib from 'node:zlib';
import { paths, SUBMIT_KEY_HEADER } from '@orbis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../test/app.js';
import { TEST_DIALECTS } from '../test/databases.js';
import { DOCS_PREFIX } from './openapi.js';

interface Operation {
  requestBody?: unknown;
  parameters?: { in: string; name: string }[];
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
}
interface Schema {
  type?: string;
  properties?: Record<string, unknown>;
  required?: string[];
}
interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

const SESSION_SECRET = 'openapi-test-session-secret-that-must-stay-hidden';
/**
 * Every path of the contracts that is a call (`uploads` is the prefix of stored images), as the
 * document writes it: a route's `:param` as `{param}`.
 */
const CALLS = Object.entries(paths)
  .filter(([name]) => name !== 'uploads')
  .map(([name, url]) => [name, url.replace(/:(\w+)/g, '{$1}')] as const);

describe.each(TEST_DIALECTS)('the API reference (%s)', (dialect) => {
  let t: TestApp;
  let doc: OpenApi;
  beforeAll(async () => {
    t = await startTestApp(dialect, { SESSION_SECRET });
    const res = await t.client().get(`${DOCS_PREFIX}/json`);
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  it('documents every call of the contracts, with the method the server answers', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const client = await t.client().csrf();
    const documented = new Set(Object.keys(doc.paths));
    expect([...documented].sort()).toEqual(CALLS.map(([, url]) => url).sort());
    for (const [name, url] of CALLS) {
      const methods = Object.keys(doc.paths[url]!);
      expect(methods, name).toHaveLength(1);
      const method = methods[0]!.toUpperCase() as 'GET' | 'POST';
      expect(['GET', 'POST'], name).toContain(method);
      // The other method is not routed: the documented one is the server's.
      const other = await client.request(method === 'GET' ? 'POST' : 'GET', url, {});
      expect(other.statusCode, name).toBe(404);
    }
  });

  it('gives each call its answers and its error responses in API.md’s format', () => {
    for (const [name, url] of CALLS) {
      const [[method, op]] = Object.entries(doc.paths[url]!) as [[string, Operation]];
      const statuses = Object.keys(op.responses);
      expect(
        statuses.some((s) => s.startsWith('2')),
        name,
      ).toBe(true);
      const errorStatuses = statuses.filter((s) => /^[45]/.test(s));
      expect(errorStatuses, name).toContain('500');
      if (method === 'post') expect(statuses, name).toContain('419');
      if (op.requestBody) expect(statuses, name).toEqual(expect.arrayContaining(['400', '422']));
      if (op.parameters?.some((p) => p.in === 'query')) expect(statuses, name).toContain('422');
      // Every call may answer 503 (the database or Redis away). `/healthz`'s and `/readyz`'s
      // 503 are their own answers, not error bodies.
      expect(errorStatuses, name).toContain('503');
      for (const status of errorStatuses.filter((s) => s !== '503')) {
        const response = op.responses[status]!;
        expect(response.description, `${name} ${status}`).not.toBe('Default Response');
        const schema = response.content?.['application/json']?.schema;
        expect(schema?.required, `${name} ${status}`).toEqual(['message']);
        expect(Object.keys(schema?.properties ?? {}), `${name} ${status}`).toEqual(
          status === '422'
            ? ['message', 'errors']
            : status === '409'
              ? ['message', 'code']
              : ['message'],
        );
      }
    }
  });

  it('documents the calls that check a role or a team with 401 and 403', () => {
    const statuses = (url: string) => Object.keys(Object.values(doc.paths[url]!)[0]!.responses);
    for (const url of [
      paths.hostsList,
      paths.hostGamesRound,
      paths.gameOrders,
      paths.gameDraft,
      paths.uploadFlag,
    ])
      expect(statuses(url), url).toEqual(expect.arrayContaining(['401', '403']));
    expect(statuses(paths.hostGamesRound)).toContain('409');
    expect(statuses(paths.gameJoin)).toContain('429');
    expect(statuses(paths.login)).toContain('429');
    // A 204 answer has no body.
    expect(Object.values(doc.paths[paths.hostsDelete]!)[0]!.responses['204']).toEqual({
      description: expect.any(String),
    });
  });

  it('names the idempotency key on the order sets and on every host call that writes a game', () => {
    for (const url of [
      paths.gameOrders,
      paths.gameCredit,
      paths.hostGamesWorldEvent,
      paths.hostGamesOrders,
      paths.hostGamesClock,
      paths.hostGamesStartRound,
      paths.hostGamesRound,
      paths.hostGamesUndoRound,
      paths.hostGamesStartNegotiation,
      paths.hostGamesFinishNegotiation,
      paths.hostGamesReveal,
    ]) {
      const op = Object.values(doc.paths[url]!)[0] as Operation & { description?: string };
      expect(op.description, url).toContain(`\`${SUBMIT_KEY_HEADER}\` header`);
    }
  });

  it('sends the document compressed to a browser that accepts it', async () => {
    const res = await t.app.inject({
      url: `${DOCS_PREFIX}/json`,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString())).toEqual(doc);
  });

  it('keeps secrets and files out of the document', async () => {
    const text = JSON.stringify(doc);
    for (const secret of [SESSION_SECRET, ADMIN.password, ADMIN.email, t.config.dataDir])
      expect(text).not.toContain(secret);
    expect(Object.keys(doc.paths).some((p) => p.includes('*') || p.includes(DOCS_PREFIX))).toBe(
      false,
    );
  });

  it('serves a browsable page whose scripts pass the content security policy', async () => {
    const page = await t.client().get(DOCS_PREFIX);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script>|<script [^>]*>[^<\s]/);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const url = new URL(src, `http://localhost${DOCS_PREFIX}`).pathname;
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/javascript/);
    }
  });
});
