import { parseChannel } from '@orbis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';
import { TEST_DIALECTS } from '../../test/databases.js';
import { createGame } from '../../test/games.js';
import { signInFields } from '../auth/session-user.js';
import { findActiveUserById } from '../users/repository.js';
import { channelAccess, viewerOfSession, type GameChannel, type Viewer } from './access.js';
import { codeStamp } from './access-codes.js';

describe.each(TEST_DIALECTS)('who may join which channel (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  /** A session signed in as user `id`, as sign-in stores it. */
  async function signedIn(id: number) {
    const user = await findActiveUserById(t.database.db, id);
    if (!user) throw new Error(`no user ${id}`);
    return signInFields(user);
  }

  it('follows API.md: public round feeds, host channels, team channels, 401/403/404', async () => {
    const game = await createGame(t);
    const other = await createGame(t);
    const hostId = await t.database.db
      .selectFrom('games')
      .select('host_id')
      .where('id', '=', game.id)
      .executeTakeFirstOrThrow();
    const admin = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    const [a, b] = game.teams.map((x) => x.country.id) as [number, number];
    const viewers: Record<string, Viewer> = {
      stranger: { user: null, team: null },
      host: await viewerOfSession(t.database.db, t.app.cache, await signedIn(hostId.host_id)),
      admin: await viewerOfSession(t.database.db, t.app.cache, await signedIn(admin.id)),
      otherHost: { user: { id: hostId.host_id + 1000, role: 'host' }, team: null },
      teamA: await viewerOfSession(t.database.db, t.app.cache, {
        team: { gameId: game.id, countryId: a, code: codeStamp(game.teams[0]!.access_code) },
      }),
      otherGameTeam: {
        user: null,
        team: { gameId: other.id, countryId: other.teams[0]?.country.id ?? 0 },
      },
    };
    expect(viewers.host?.user?.role).toBe('host');
    expect(viewers.teamA).toEqual({ user: null, team: { gameId: game.id, countryId: a } });
    // A session that joined with another code (the team's before it was renewed) plays no team.
    const stale = { gameId: game.id, countryId: a, code: codeStamp('ZZZZZZ') };
    expect(await viewerOfSession(t.database.db, t.app.cache, { team: stale })).toEqual({
      user: null,
      team: null,
    });
    const g = game.id;
    const table: [string, Record<keyof typeof viewers, number>][] = [
      [
        `endRound.${g}`,
        { stranger: 200, host: 200, admin: 200, otherHost: 200, teamA: 200, otherGameTeam: 200 },
      ],
      [
        `game.${g}`,
        { stranger: 200, host: 200, admin: 200, otherHost: 200, teamA: 200, otherGameTeam: 200 },
      ],
      [
        `acceptOrders.${g}`,
        { stranger: 401, host: 200, admin: 200, otherHost: 403, teamA: 403, otherGameTeam: 403 },
      ],
      [
        `changeNegotiation.${g}`,
        { stranger: 401, host: 200, admin: 200, otherHost: 403, teamA: 403, otherGameTeam: 403 },
      ],
      [
        `team.${g}.${a}`,
        { stranger: 401, host: 200, admin: 200, otherHost: 403, teamA: 200, otherGameTeam: 403 },
      ],
      [
        `team.${g}.${b}`,
        { stranger: 401, host: 200, admin: 200, otherHost: 403, teamA: 403, otherGameTeam: 403 },
      ],
      [
        `team.${g}.999999`,
        { stranger: 404, host: 404, admin: 404, otherHost: 404, teamA: 404, otherGameTeam: 404 },
      ],
      [
        'game.999999',
        { stranger: 404, host: 404, admin: 404, otherHost: 404, teamA: 404, otherGameTeam: 404 },
      ],
    ];
    for (const [name, expected] of table) {
      const channel = parseChannel(name) as GameChannel;
      for (const [who, viewer] of Object.entries(viewers)) {
        const answer = await channelAccess(t.database.db, viewer, channel);
        expect(answer.ok ? 200 : answer.status, `${who} on ${name}`).toBe(expected[who]);
      }
    }
  });

  it('reads only well-formed channel names and sessions', async () => {
    expect(parseChannel('team.1.2')).toEqual({ kind: 'team', gameId: 1, countryId: 2 });
    expect(parseChannel('acceptOrders.7')).toEqual({ kind: 'acceptOrders', gameId: 7 });
    for (const bad of ['team.1', 'game.1.2', 'game.01', 'game.-1', 'other.1', 'game.1 ', 7, null])
      expect(parseChannel(bad)).toBeNull();
    expect(
      await viewerOfSession(t.database.db, t.app.cache, { userId: 'x', team: { gameId: '1' } }),
    ).toEqual({
      user: null,
      team: null,
    });
    expect(await viewerOfSession(t.database.db, t.app.cache, null)).toEqual({
      user: null,
      team: null,
    });
    // A session from before a password change (its stamp no longer matches) is no one's.
    const admin = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(
      await viewerOfSession(t.database.db, t.app.cache, { userId: admin.id, passwordStamp: 'old' }),
    ).toEqual({ user: null, team: null });
  });
});
