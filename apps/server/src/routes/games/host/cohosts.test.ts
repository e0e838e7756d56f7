import crypto from 'node:crypto';
import {
  paths,
  type GameControl,
  type GamePresence,
  type HostGamesListItem,
} from '@orbis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LABELS } from '../../../labels.js';
import { ADMIN, startTestApp, type TestApp } from '../../../test/app.js';
import type { TestClient } from '../../../test/client.js';
import { TEST_DIALECTS } from '../../../test/databases.js';
import { control, createGame, endRound, joinTeam, startRound } from '../../../test/games.js';

const PASSWORD = 'host-password-1';

describe.each(TEST_DIALECTS)('co-hosts (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  /** A new host, signed in, with its id, email and name. */
  async function host(name = 'Вера') {
    const email = `cohost-${crypto.randomBytes(4).toString('hex')}@test.local`;
    const id = await t.addUser({ email, password: PASSWORD, name });
    return { id, email, name, client: await t.client().login(email, PASSWORD) };
  }

  const add = (caller: TestClient, gameId: number, email: string) =>
    caller.post(paths.hostGamesCohostsAdd, { gameId, email });
  const remove = (caller: TestClient, gameId: number, hostId: number) =>
    caller.post(paths.hostGamesCohostsRemove, { gameId, hostId });
  const list = async (caller: TestClient) =>
    (await caller.get(paths.hostGamesList)).json<HostGamesListItem[]>();

  /** A game of a new owner, with a co-host named by them. */
  async function cohostedGame(opts: { clock?: boolean } = {}) {
    const owner = await host('Ольга');
    const cohost = await host('Вера');
    const game = await createGame(t, {
      host: owner.client,
      ...(opts.clock ? { clock: { talks: 60, orders: 60, lock: false } } : {}),
    });
    const res = await add(owner.client, game.id, cohost.email);
    expect(res.statusCode, res.body).toBe(204);
    return { owner, cohost, game };
  }

  it('the owner names a co-host by email; control shows the owner and the co-hosts', async () => {
    const { owner, cohost, game } = await cohostedGame();
    const ownerCard = { id: owner.id, email: owner.email, name: owner.name };
    const cohostCard = { id: cohost.id, email: cohost.email, name: cohost.name };
    const screen = await control(owner.client, game.id);
    expect(screen.game.owner).toEqual(ownerCard);
    expect(screen.game.cohosts).toEqual([cohostCard]);
    // The co-host sees the same screen.
    const theirs = await control(cohost.client, game.id);
    expect(theirs.game.owner).toEqual(ownerCard);
    expect(theirs.game.cohosts).toEqual([cohostCard]);

    // Naming them again changes nothing; the address is matched whatever its case and spaces.
    const again = await add(owner.client, game.id, `  ${cohost.email.toUpperCase()} `);
    expect(again.statusCode, again.body).toBe(204);
    expect((await control(owner.client, game.id)).game.cohosts).toEqual([cohostCard]);

    // An admin manages any game's co-hosts.
    const second = await host('Пётр');
    const admin = await t.admin();
    expect((await add(admin, game.id, second.email)).statusCode).toBe(204);
    expect((await control(cohost.client, game.id)).game.cohosts.map((c) => c.id)).toEqual(
      [cohost.id, second.id].sort((a, b) => a - b),
    );
    expect((await remove(admin, game.id, second.id)).statusCode).toBe(204);
    expect((await control(owner.client, game.id)).game.cohosts).toEqual([cohostCard]);
  });

  it('refuses strangers, unknown games, co-hosts and other hosts (401/403/404)', async () => {
    const { owner, cohost, game } = await cohostedGame();
    const other = await host();
    const anonymous = await t.client().csrf();
    expect((await add(anonymous, game.id, other.email)).statusCode).toBe(401);
    expect((await remove(anonymous, game.id, cohost.id)).statusCode).toBe(401);
    expect((await add(owner.client, game.id + 100_000, other.email)).statusCode).toBe(404);
    expect((await remove(owner.client, game.id + 100_000, cohost.id)).statusCode).toBe(404);
    // Another host's game: 403, whoever they name.
    expect((await add(other.client, game.id, other.email)).statusCode).toBe(403);
    expect((await remove(other.client, game.id, cohost.id)).statusCode).toBe(403);
    // A co-host runs the game but does not manage its co-hosts.
    expect((await add(cohost.client, game.id, other.email)).statusCode).toBe(403);
    expect((await remove(cohost.client, game.id, cohost.id)).statusCode).toBe(403);
    // Removing a host who is no co-host of the game: 404.
    expect((await remove(owner.client, game.id, other.id)).statusCode).toBe(404);
    expect((await control(owner.client, game.id)).game.cohosts.map((c) => c.id)).toEqual([
      cohost.id,
    ]);
  });

  it('answers 422 on email for an unknown address, the owner, an admin or bad input', async () => {
    const owner = await host();
    const game = await createGame(t, { host: owner.client });
    const expectEmailError = async (email: unknown, label: string | null) => {
      const res = await owner.client.post(paths.hostGamesCohostsAdd, { gameId: game.id, email });
      expect(res.statusCode, res.body).toBe(422);
      const { errors } = res.json<{ errors: Record<string, string[]> }>();
      expect(Object.keys(errors)).toEqual(['email']);
      if (label) expect(errors.email).toEqual([label]);
    };
    const noHost = ADMIN_LABELS['cohosts.no_host'].ru;
    await expectEmailError('nobody@test.local', noHost);
    await expectEmailError(owner.email, ADMIN_LABELS['cohosts.is_owner'].ru);
    // Admins run every game already: they are not hosts to name.
    await expectEmailError(ADMIN.email, noHost);
    await expectEmailError('not an address', noHost);
    await expectEmailError('', null);
    await expectEmailError(42, null);
    // A deleted host cannot be named.
    const gone = await host();
    expect((await (await t.admin()).post(paths.hostsDelete, { id: gone.id })).statusCode).toBe(204);
    await expectEmailError(gone.email, noHost);
    expect((await control(owner.client, game.id)).game.cohosts).toEqual([]);
  });

  it('a co-host runs the game: rounds, clock, credit, presence, report', async () => {
    const { cohost, owner, game } = await cohostedGame({ clock: true });
    const by = cohost.client;
    const [team] = game.teams as [GameControl['teams'][number]];
    // The owner starts round 1, the co-host pauses its clock and ends it; the owner sees it all.
    await startRound(owner.client, game.id, 1);
    const clock = await by.post(paths.hostGamesClock, {
      gameId: game.id,
      round: 1,
      action: 'pause',
    });
    expect(clock.statusCode, clock.body).toBe(200);
    expect((await control(owner.client, game.id)).game.clock?.paused).toBe(true);
    await endRound(by, game.id, 1);
    expect((await control(owner.client, game.id)).game).toMatchObject({ round: 2, stopped: true });
    // The co-host starts round 2, grants a credit, reads who is in the room and the report,
    // ends the round and undoes its end.
    await startRound(by, game.id, 2);
    const credit = await by.post(paths.gameCredit, {
      gameId: game.id,
      countryTo: team.country.id,
      amount: 100,
    });
    expect(credit.statusCode, credit.body).toBe(200);
    const presence = await by.post(paths.hostGamesPresence, { gameId: game.id });
    expect(presence.statusCode, presence.body).toBe(200);
    const report = await by.post(paths.hostGamesReport, { gameId: game.id });
    expect(report.statusCode, report.body).toBe(200);
    await endRound(by, game.id, 2);
    const undo = await by.post(paths.hostGamesUndoRound, { gameId: game.id, round: 2 });
    expect(undo.statusCode, undo.body).toBe(200);
    expect((await control(owner.client, game.id)).game).toMatchObject({ round: 2, stopped: false });
  });

  it('a co-host may not delete the game; the owner may, and the co-host loses it', async () => {
    const { owner, cohost, game } = await cohostedGame();
    const refused = await cohost.client.post(paths.hostGamesDelete, { id: game.id });
    expect(refused.statusCode).toBe(403);
    expect((await list(cohost.client)).map((g) => g.id)).toContain(game.id);
    expect((await owner.client.post(paths.hostGamesDelete, { id: game.id })).statusCode).toBe(204);
    expect((await list(cohost.client)).map((g) => g.id)).not.toContain(game.id);
    const rows = await t.database.db
      .selectFrom('game_cohosts')
      .selectAll()
      .where('game_id', '=', game.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it("lists co-hosted games with the caller's role", async () => {
    const { owner, cohost, game } = await cohostedGame();
    const own = await createGame(t, { host: cohost.client, title: 'Своя' });
    const theirs = await list(cohost.client);
    expect(theirs.map((g) => [g.id, g.role])).toEqual([
      [own.id, 'owner'],
      [game.id, 'cohost'],
    ]);
    expect((await list(owner.client)).map((g) => [g.id, g.role])).toEqual([[game.id, 'owner']]);
    // An admin sees every game, with an owner's powers on each.
    const all = await list(await t.admin());
    expect(all.find((g) => g.id === game.id)?.role).toBe('owner');
    expect(all.find((g) => g.id === own.id)?.role).toBe('owner');
    // Removed, the game leaves the co-host's list and screen.
    expect((await remove(owner.client, game.id, cohost.id)).statusCode).toBe(204);
    expect((await list(cohost.client)).map((g) => g.id)).toEqual([own.id]);
    const gone = await cohost.client.post(paths.hostGamesControl, { gameId: game.id });
    expect(gone.statusCode).toBe(403);
    expect((await remove(owner.client, game.id, cohost.id)).statusCode).toBe(404);
  });

  it('a co-host entering a team does not count as the team in the room', async () => {
    const { cohost, owner, game } = await cohostedGame();
    const [team] = game.teams as [GameControl['teams'][number]];
    const res = await cohost.client.post(paths.gameJoin, {
      gameId: game.id,
      countryId: team.country.id,
    });
    expect(res.statusCode, res.body).toBe(204);
    const joined = async () =>
      (await owner.client.post(paths.hostGamesPresence, { gameId: game.id }))
        .json<GamePresence>()
        .teams.filter((x) => x.joined)
        .map((x) => x.country);
    expect(await joined()).toEqual([]);
    // A player with the code does count.
    await joinTeam(t, game.id, team);
    expect(await joined()).toEqual([team.country.id]);
  });

  it("deleting a co-host's user removes their rows", async () => {
    const { owner, cohost, game } = await cohostedGame();
    await t.database.db.deleteFrom('users').where('id', '=', cohost.id).execute();
    await t.app.cache.invalidate('users');
    expect((await control(owner.client, game.id)).game.cohosts).toEqual([]);
  });
});
