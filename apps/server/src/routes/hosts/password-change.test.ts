import crypto from 'node:crypto';
import { paths } from '@orbis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';
import type { TestClient } from '../../test/client.js';
import { TEST_DIALECTS, TEST_REDIS_URL } from '../../test/databases.js';

const stores: { store: string; env: Record<string, string> }[] = [
  { store: 'database', env: {} },
  ...(TEST_REDIS_URL ? [{ store: 'Redis', env: { REDIS_URL: TEST_REDIS_URL } }] : []),
];
const cases = TEST_DIALECTS.flatMap((dialect) => stores.map((s) => ({ dialect, ...s })));

describe.each(cases)('a changed password, sessions in the $store store ($dialect)', (c) => {
  let t: TestApp;
  let admin: TestClient;
  // Unique per run: the Redis server is shared with other test files and earlier runs.
  const email = `changed-${crypto.randomBytes(4).toString('hex')}@test.local`;
  let hostId: number;

  const update = (password: string) =>
    admin.post(paths.hostsUpdate, {
      host: {
        id: hostId,
        email,
        name: 'Host',
        company: '',
        description: '',
        password,
        passwordConfirm: password,
      },
    });

  beforeAll(async () => {
    t = await startTestApp(c.dialect, c.env);
    admin = await t.admin();
    hostId = await t.addUser({ email, password: 'old-password-1', name: 'Host' });
  });
  afterAll(() => t.close());

  it("ends the host's open sessions, while the admin who changed it stays signed in", async () => {
    const phone = await t.client().login(email, 'old-password-1');
    const laptop = await t.client().login(email, 'old-password-1');
    expect((await phone.get(paths.checkAuth)).statusCode).toBe(200);

    expect((await update('new-password-1')).statusCode).toBe(204);
    for (const session of [phone, laptop]) {
      const res = await session.get(paths.checkAuth);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    }
    expect((await admin.get(paths.hostsList)).statusCode).toBe(200);

    // The new password opens a new session; a restarted process agrees (nothing kept in memory).
    const again = await t.client().login(email, 'new-password-1');
    await t.restart();
    for (const client of [again, phone, admin]) client.use(t.app);
    expect((await again.get(paths.checkAuth)).statusCode).toBe(200);
    expect((await phone.get(paths.checkAuth)).statusCode).toBe(401);
    expect((await admin.get(paths.checkAuth)).statusCode).toBe(200);
  });

  it('keeps the sessions when an update leaves the password as it was', async () => {
    const session = await t.client().login(email, 'new-password-1');
    expect((await update('')).statusCode).toBe(204);
    expect((await session.get(paths.checkAuth)).statusCode).toBe(200);
  });
});
