import { paths } from '@orbis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LABELS } from '../../labels.js';
import { nowIso } from '../../db/values.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { TEST_DIALECTS } from '../../test/databases.js';
import type { TestClient } from '../../test/client.js';

const host = (n: number) => ({
  email: `host${n}@test.local`,
  name: `Host ${n}`,
  company: 'Acme',
  password: 'host-password',
  password_confirmation: 'host-password',
  description: 'Runs games on Fridays',
});

describe.each(TEST_DIALECTS)('hosts (%s)', (dialect) => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.admin();
  });
  afterAll(() => t.close());

  async function addHost(n: number): Promise<number> {
    const res = await admin.post(paths.hostsAdd, host(n));
    expect(res.statusCode).toBe(201);
    return res.json().id;
  }

  async function addGame(hostId: number, title: string): Promise<number> {
    const db = t.database.db;
    await db
      .insertInto('languages')
      .values({ code: 'zz', name: 'Test', created_at: nowIso() })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    const lang = await db
      .selectFrom('languages')
      .select('id')
      .where('code', '=', 'zz')
      .executeTakeFirstOrThrow();
    const row = await db
      .insertInto('games')
      .values({ host_id: hostId, title, language_id: lang.id, created_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('adds a host, lists it and gets it, without secrets', async () => {
    const id = await addHost(1);
    const list = await admin.get(paths.hostsList);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual({
      id,
      email: 'host1@test.local',
      name: 'Host 1',
      company: 'Acme',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(list.body).not.toMatch(/password|argon/i);
    const got = await admin.get(`${paths.hostsGet}?id=${id}`);
    expect(got.json()).toEqual({
      id,
      email: 'host1@test.local',
      name: 'Host 1',
      company: 'Acme',
      description: 'Runs games on Fridays',
    });
    // The new host can sign in.
    await t.client().login('host1@test.local', 'host-password');
  });

  it('validates the add form field by field', async () => {
    const res = await admin.post(paths.hostsAdd, {
      email: 'not-an-email',
      name: '',
      company: 'x'.repeat(101),
      password: 'short',
      password_confirmation: 'short',
      description: 'y'.repeat(2001),
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.email).toEqual([ADMIN_LABELS['validation.email'].ru]);
    expect(errors.name).toEqual([ADMIN_LABELS['validation.required'].ru]);
    expect(errors.company[0]).toBe('Не длиннее 100 символов.');
    expect(errors.password[0]).toBe('Не короче 8 символов.');
    expect(errors.description[0]).toBe('Не длиннее 2\u00a0000 символов.');

    const mismatch = await admin.post(paths.hostsAdd, {
      ...host(2),
      password_confirmation: 'other-pass',
    });
    // The mismatch is the confirmation's error, not the password's.
    expect(mismatch.json().errors).toEqual({
      password_confirmation: [ADMIN_LABELS['validation.confirmed'].ru],
    });

    const long = await admin.post(paths.hostsAdd, { ...host(2), email: `${'a'.repeat(250)}@x.io` });
    expect(long.json().errors.email).toHaveLength(1);

    const types = await admin.post(paths.hostsAdd, { ...host(2), name: 7, company: null });
    expect(types.statusCode).toBe(422);
    expect(Object.keys(types.json().errors).sort()).toEqual(['company', 'name']);
  });

  it('keeps emails unique among active users', async () => {
    await addHost(3);
    const again = await admin.post(paths.hostsAdd, { ...host(3), email: 'HOST3@test.local' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ email: [ADMIN_LABELS['validation.unique_email'].ru] });
  });

  it('updates a host, keeping the password when it is left empty', async () => {
    const id = await addHost(4);
    const update = (extra: object) =>
      admin.post(paths.hostsUpdate, {
        host: {
          id,
          email: 'host4b@test.local',
          name: 'Host Four',
          company: '',
          description: '',
          ...extra,
        },
      });
    expect((await update({ password: '', passwordConfirm: '' })).statusCode).toBe(204);
    expect((await admin.get(`${paths.hostsGet}?id=${id}`)).json()).toMatchObject({
      email: 'host4b@test.local',
      name: 'Host Four',
    });
    await t.client().login('host4b@test.local', 'host-password');

    const mismatch = await update({ password: 'new-password', passwordConfirm: 'nope-nope' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({
      'host.passwordConfirm': [ADMIN_LABELS['validation.confirmed'].ru],
    });
    const short = await update({ password: 'short', passwordConfirm: 'short' });
    expect(short.json().errors['host.password']).toEqual(['Не короче 8 символов.']);

    expect(
      (await update({ password: 'new-password', passwordConfirm: 'new-password' })).statusCode,
    ).toBe(204);
    await t.client().login('host4b@test.local', 'new-password');

    const other = await addHost(5);
    const taken = await admin.post(paths.hostsUpdate, {
      host: { id: other, email: 'host4b@test.local', name: 'X', company: '', description: '' },
    });
    expect(taken.json().errors).toEqual({
      'host.email': [ADMIN_LABELS['validation.unique_email'].ru],
    });

    const missing = await admin.post(paths.hostsUpdate, {
      host: { id: 999999, email: 'z@test.local', name: 'Z', company: '', description: '' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('soft-deletes a host: sign-in stops, sessions end, games stay', async () => {
    const id = await addHost(6);
    const gameId = await addGame(id, 'Friday game');
    const session = await t.client().login('host6@test.local', 'host-password');
    expect((await session.get(paths.checkAuth)).statusCode).toBe(200);

    expect((await admin.post(paths.hostsDelete, { id })).statusCode).toBe(204);
    expect((await session.get(paths.checkAuth)).statusCode).toBe(401);
    const relogin = await (
      await t.client().csrf()
    ).post(paths.login, {
      email: 'host6@test.local',
      password: 'host-password',
    });
    expect(relogin.statusCode).toBe(422);
    expect(
      (await admin.get(paths.hostsList)).json().map((h: { id: number }) => h.id),
    ).not.toContain(id);
    expect((await admin.get(`${paths.hostsGet}?id=${id}`)).statusCode).toBe(404);
    const game = await t.database.db
      .selectFrom('games')
      .select('id')
      .where('id', '=', gameId)
      .executeTakeFirst();
    expect(game).toBeDefined();
    expect((await admin.post(paths.hostsDelete, { id })).statusCode).toBe(404);

    // The address is free again.
    expect((await admin.post(paths.hostsAdd, host(6))).statusCode).toBe(201);
  });

  it('shows a host with their games, and lets the host or an admin delete one', async () => {
    const id = await addHost(7);
    const otherId = await addHost(8);
    const first = await addGame(id, 'Game A');
    const second = await addGame(id, 'Game B');
    const foreign = await addGame(otherId, 'Not yours');

    const detail = await admin.get(`${paths.hostsDetail}?id=${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toEqual({
      id,
      name: 'Host 7',
      email: 'host7@test.local',
      games: [
        {
          id: second,
          title: 'Game B',
          language: { code: 'zz', name: 'Test' },
          created_at: expect.any(String),
        },
        {
          id: first,
          title: 'Game A',
          language: { code: 'zz', name: 'Test' },
          created_at: expect.any(String),
        },
      ],
    });

    const owner = await t.client().login('host7@test.local', 'host-password');
    expect((await owner.post(paths.hostGamesDelete, { id: foreign })).statusCode).toBe(403);
    expect((await owner.post(paths.hostGamesDelete, { id: first })).statusCode).toBe(204);
    expect((await admin.post(paths.hostGamesDelete, { id: second })).statusCode).toBe(204);
    expect((await admin.post(paths.hostGamesDelete, { id: second })).statusCode).toBe(404);
    expect((await admin.get(`${paths.hostsDetail}?id=${id}`)).json().games).toEqual([]);
  });

  it('is admin only: 401 for anonymous callers and 403 for hosts', async () => {
    await addHost(9);
    const anon = await t.client().csrf();
    const hostClient = await t.client().login('host9@test.local', 'host-password');
    const calls: [string, 'get' | 'post', unknown?][] = [
      [paths.hostsList, 'get'],
      [`${paths.hostsGet}?id=1`, 'get'],
      [`${paths.hostsDetail}?id=1`, 'get'],
      [paths.hostsAdd, 'post', host(10)],
      [
        paths.hostsUpdate,
        'post',
        { host: { id: 1, email: 'a@b.co', name: 'a', company: '', description: '' } },
      ],
      [paths.hostsDelete, 'post', { id: 1 }],
    ];
    for (const [url, method, body] of calls) {
      const a = method === 'get' ? await anon.get(url) : await anon.post(url, body);
      expect(a.statusCode, url).toBe(401);
      const h = method === 'get' ? await hostClient.get(url) : await hostClient.post(url, body);
      expect(h.statusCode, url).toBe(403);
    }
    expect((await anon.post(paths.hostGamesDelete, { id: 1 })).statusCode).toBe(401);
    // Roles are checked before the body: a stranger never learns what a valid body looks like.
    expect((await anon.post(paths.hostsAdd, { email: 5 })).statusCode).toBe(401);
    expect((await hostClient.post(paths.hostsAdd, { email: 5 })).statusCode).toBe(403);
  });

  it('reads query ids as plain decimal integers only', async () => {
    const id = await addHost(11);
    expect((await admin.get(`${paths.hostsGet}?id=${id}`)).statusCode).toBe(200);
    const loose = [
      `0x${id.toString(16)}`,
      `%20${id}%20`,
      `${id}e0`,
      `%2B${id}`,
      `0${id}`,
      `${id}.0`,
    ];
    for (const text of loose) {
      for (const url of [paths.hostsGet, paths.hostsDetail]) {
        const res = await admin.get(`${url}?id=${text}`);
        expect(res.statusCode, text).toBe(422);
        expect(res.json().errors).toEqual({ id: [ADMIN_LABELS['validation.integer'].ru] });
      }
    }
  });

  it('answers 404 for unknown ids and 422 for bad ids', async () => {
    expect((await admin.get(`${paths.hostsGet}?id=424242`)).statusCode).toBe(404);
    expect((await admin.get(`${paths.hostsDetail}?id=424242`)).statusCode).toBe(404);
    expect((await admin.post(paths.hostsDelete, { id: 424242 })).statusCode).toBe(404);
    const bad = await admin.get(`${paths.hostsGet}?id=abc`);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['id']);
    expect((await admin.post(paths.hostsDelete, { id: 'x' })).statusCode).toBe(422);
    expect((await admin.post(paths.hostsDelete, {})).statusCode).toBe(422);
    // An admin is not a host: the hosts calls do not show or edit admins.
    const me = (await admin.get(paths.user)).json();
    expect((await admin.get(`${paths.hostsGet}?id=${me.id}`)).statusCode).toBe(404);
  });
});
