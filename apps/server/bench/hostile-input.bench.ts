// What hostile bodies cost, over real HTTP against a listening server on each test database:
// bodies nested 100,000 deep on every POST call (signed in and anonymous), /healthz while such
// bodies keep arriving, and a map of 40,000 invalid values. Run: `npm run bench:server`.
import http from 'node:http';
import { paths, XSRF_COOKIE, XSRF_HEADER } from '@orbis/contracts';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { startTestApp, type TestApp } from '../src/test/app.js';
import type { TestClient } from '../src/test/client.js';
import { TEST_DIALECTS } from '../src/test/databases.js';

const DEPTH = 100_000;
const DEEP_OBJECT = '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH);
/** The three shapes: nested arrays, nested objects, and nested objects under a real field. */
const DEEP_BODIES = [
  '['.repeat(DEPTH) + ']'.repeat(DEPTH),
  DEEP_OBJECT,
  `{"email":${DEEP_OBJECT},"password":"x"}`,
].map((text) => Buffer.from(text));
const HUGE_MAP = Buffer.from(
  JSON.stringify({
    variablesPreset: {
      name: 'Huge',
      values: Object.fromEntries(Array.from({ length: 40_000 }, (_, i) => [String(i + 1), 'x'])),
    },
  }),
);
const OPTIONS = { iterations: 9, time: 0, warmupIterations: 1, warmupTime: 0 };

// A plain keep-alive client: fetch spends more on a 600 kB body than the server does.
const agent = new http.Agent({ keepAlive: true });

/** POSTs `body` as JSON with the client's cookies and XSRF token; fails on an unexpected status. */
function send(base: string, client: TestClient, url: string, body: Buffer, ok: number[]) {
  const headers = {
    'content-type': 'application/json',
    'content-length': body.length,
    cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    [XSRF_HEADER]: decodeURIComponent(client.cookies.get(XSRF_COOKIE) ?? ''),
  };
  return new Promise<void>((resolve, reject) => {
    const req = http.request(base + url, { method: 'POST', agent, headers }, (res) => {
      res.resume();
      res.on('end', () =>
        ok.includes(res.statusCode ?? 0)
          ? resolve()
          : reject(new Error(`${url} answered ${res.statusCode}`)),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

for (const dialect of TEST_DIALECTS) {
  // Started while the file is collected, so that the benches can be one per POST call.
  const t: TestApp = await startTestApp(dialect);
  const admin = await t.admin();
  const anonymous = await t.client().csrf();
  const postPaths = Object.values(paths).filter((url) => t.app.hasRoute({ method: 'POST', url }));
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());

  /** One request per iteration, taking the three shapes in turn, so max is one request's time. */
  const deepBench = (client: TestClient, ok: number[]) => (url: string) => {
    let turn = 0;
    bench(url, () => send(base, client, url, DEEP_BODIES[turn++ % 3]!, ok), OPTIONS);
  };

  describe(`${DEPTH.toLocaleString('en')}-deep bodies, signed in as admin (${dialect})`, () => {
    postPaths.forEach(deepBench(admin, [400]));
  });

  describe(`${DEPTH.toLocaleString('en')}-deep bodies, anonymous (${dialect})`, () => {
    postPaths.forEach(deepBench(anonymous, [400, 401]));
  });

  // For comparison: what any request costs on this machine, with a 2-byte body.
  describe(`baseline: an empty object, signed in as admin (${dialect})`, () => {
    for (const url of [paths.hostsAdd, paths.hostsDelete, paths.variablesPresetsAdd]) {
      bench(url, () => send(base, admin, url, Buffer.from('{}'), [422]), OPTIONS);
    }
  });

  describe(`/healthz while deep bodies keep arriving (${dialect})`, () => {
    let flooding = false;
    const floods: Promise<void>[] = [];
    beforeAll(() => {
      flooding = true;
      for (let i = 0; i < 4; i++) {
        floods.push(
          (async () => {
            while (flooding) await send(base, anonymous, paths.login, DEEP_BODIES[2]!, [400]);
          })(),
        );
      }
    });
    afterAll(async () => {
      flooding = false;
      await Promise.all(floods);
    });
    bench(
      'GET /healthz',
      () =>
        new Promise<void>((resolve, reject) => {
          http.get(base + paths.healthz, { agent }, (res) => {
            res.resume();
            res.on('end', () =>
              res.statusCode === 200 ? resolve() : reject(new Error(`healthz: ${res.statusCode}`)),
            );
          });
        }),
      { iterations: 30, time: 0, warmupIterations: 1, warmupTime: 0 },
    );
  });

  describe(`a map of 40,000 invalid values (${dialect})`, () => {
    bench(
      paths.variablesPresetsAdd,
      () => send(base, admin, paths.variablesPresetsAdd, HUGE_MAP, [422]),
      OPTIONS,
    );
  });
}
