import { paths } from '@orbis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.js';
import { TEST_DIALECTS } from '../test/databases.js';

describe.each(TEST_DIALECTS)('security headers (%s)', (dialect) => {
  let t: TestApp;
  let https: TestApp;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    https = await startTestApp(dialect, { PUBLIC_URL: 'https://orbis.example' });
  });
  afterAll(async () => {
    await t.close();
    await https.close();
  });

  it('go with every API answer: a call, a refusal and an unknown path', async () => {
    const client = t.client();
    for (const res of [
      await client.get(paths.healthz),
      await client.get(paths.checkAuth),
      await client.get('/no/such/path'),
      await client.post(paths.login, {}),
    ]) {
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('add HSTS when the public address is https', async () => {
    const res = await https.client().get(paths.healthz);
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});
