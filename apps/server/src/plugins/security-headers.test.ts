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

  it('go with every answer: a call, a refusal and an unknown path', async () => {
    const client = t.client();
    for (const res of [
      await client.get(paths.healthz),
      await client.get(paths.checkAuth),
      await client.get('/no/such/path'),
    ]) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("connect-src 'self' ws: wss:");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('add HSTS when the public address is https', async () => {
    const res = await https.client().get(paths.healthz);
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });
});
