import {
  paths,
  type EventCreated,
  type EventsListItem,
  type HostGamesListItem,
} from '@orbis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadInitialState } from '../../modules/games/repository/games.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import type { TestClient } from '../../test/client.js';
import { TEST_DIALECTS } from '../../test/databases.js';
import { makeEvent, newHost, saveTemplate } from '../../test/events.js';
import { control, createGame } from '../../test/games.js';

describe.each(TEST_DIALECTS)('events (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const seedOf = async (gameId: number) => (await loadInitialState(t.database.db, gameId))?.rng;
  const list = async (caller: TestClient) =>
    (await caller.get(paths.hostEventsList)).json<EventsListItem[]>();
  const games = async (caller: TestClient) =>
    (await caller.get(paths.hostGamesList)).json<HostGamesListItem[]>();

  it('makes the worlds from a template in one step, each a game of its own with one seed', async () => {
    const { client: host } = await newHost(t);
    const event = await makeEvent(host, { worlds: 3 });
    expect(event.games).toHaveLength(3);
    const screens = await Promise.all(event.games.map((id) => control(host, id)));
    // Default names in the game's language (the template's is Russian).
    expect(screens.map((s) => s.game.title)).toEqual([
      'Camp · Мир 1',
      'Camp · Мир 2',
      'Camp · Мир 3',
    ]);
    // Each world has its own access codes, and the same countries.
    const codes = screens.flatMap((s) => s.teams.map((team) => team.access_code));
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(screens.map((s) => s.teams.map((team) => team.country.name).join()))).toEqual(
      new Set([screens[0]!.teams.map((team) => team.country.name).join()]),
    );
    // One seed for the event's worlds; another event has another.
    const seeds = await Promise.all(event.games.map(seedOf));
    expect(new Set(seeds).size).toBe(1);
    const other = await makeEvent(host, { worlds: 1 });
    expect(await seedOf(other.games[0]!)).not.toBe(seeds[0]);

    // The games list names each world's event; a game of its own names none.
    const own = await createGame(t, { host });
    const listed = await games(host);
    expect(listed.find((g) => g.id === event.games[1])?.event).toEqual({
      id: event.id,
      title: 'Camp',
    });
    expect(listed.find((g) => g.id === own.id)?.event).toBeNull();

    const events = await list(host);
    expect(events.map((e) => [e.id, e.title, e.worlds])).toEqual([
      [other.id, 'Camp', 1],
      [event.id, 'Camp', 3],
    ]);
  });

  it('names the worlds as told, in English for an English template', async () => {
    const { client: host } = await newHost(t);
    const named = await makeEvent(host, { worlds: 2, names: ['Север', 'Юг'] });
    expect((await control(host, named.games[1]!)).game.title).toBe('Camp · Юг');
    const template = await saveTemplate(host, { language: 'en' });
    const res = await host.post(paths.hostEventsAdd, { title: 'Day', template, worlds: 1 });
    expect(res.statusCode, res.body).toBe(201);
    const [gameId] = res.json<EventCreated>().games;
    expect((await control(host, gameId!)).game.title).toBe('Day · World 1');
  });

  it('refuses a bad body on its field (422), and another host’s template', async () => {
    const { client: host } = await newHost(t);
    const { client: other } = await newHost(t);
    const template = await saveTemplate(host);
    const theirs = await saveTemplate(other);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'E', template, worlds: 0 }, 'worlds'],
      [{ title: 'E', template, worlds: 13 }, 'worlds'],
      [{ title: 'E', template: 999_999, worlds: 2 }, 'template'],
      [{ title: 'E', template: theirs, worlds: 2 }, 'template'],
      [{ title: 'E', template, worlds: 2, names: ['Один'] }, 'names'],
      [{ title: 'E', template, worlds: 2, names: ['Один', ' '] }, 'names.1'],
      [{ title: 'E', template, worlds: 1, names: ['x'.repeat(41)] }, 'names.0'],
      [{ title: '', template, worlds: 1 }, 'title'],
    ];
    for (const [body, field] of cases) {
      const res = await host.post(paths.hostEventsAdd, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json<{ errors: object }>().errors), JSON.stringify(body)).toEqual([
        field,
      ]);
    }
    // Nothing was made by a refused call.
    expect(await list(host)).toEqual([]);
    expect(await games(host)).toEqual([]);
    // An admin makes no event (hosts do).
    const admin = await t.admin();
    expect(
      (await admin.post(paths.hostEventsAdd, { title: 'E', template, worlds: 1 })).statusCode,
    ).toBe(403);
    const anonymous = await t.client().csrf();
    const signedOut = await anonymous.post(paths.hostEventsAdd, {
      title: 'E',
      template,
      worlds: 1,
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('adds a world later with the same seed, the next default name and the event’s co-hosts', async () => {
    const owner = await newHost(t);
    const cohost = await newHost(t);
    const stranger = await newHost(t);
    const event = await makeEvent(owner.client, { worlds: 2 });
    expect(
      (
        await owner.client.post(paths.hostEventsCohostsAdd, {
          eventId: event.id,
          email: cohost.email,
        })
      ).statusCode,
    ).toBe(204);
    const add = (caller: TestClient, body: object) => caller.post(paths.hostEventsWorldsAdd, body);

    const res = await add(owner.client, { eventId: event.id });
    expect(res.statusCode, res.body).toBe(201);
    const { gameId } = res.json<{ gameId: number }>();
    expect(await seedOf(gameId)).toBe(await seedOf(event.games[0]!));
    expect((await control(cohost.client, gameId)).game.title).toBe('Camp · Мир 3');
    const named = await add(owner.client, { eventId: event.id, name: 'Запад' });
    expect((await control(owner.client, named.json<{ gameId: number }>().gameId)).game.title).toBe(
      'Camp · Запад',
    );

    expect((await add(cohost.client, { eventId: event.id })).statusCode).toBe(403);
    expect((await add(stranger.client, { eventId: event.id })).statusCode).toBe(403);
    expect((await add(owner.client, { eventId: 999_999 })).statusCode).toBe(404);
    const bad = await add(owner.client, { eventId: event.id, name: '' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors)).toEqual(['name']);
    expect((await list(owner.client))[0]?.worlds).toBe(4);
  });

  it('a world deleted with the game’s own call leaves the event; deleting the event deletes its worlds', async () => {
    const owner = await newHost(t);
    const stranger = await newHost(t);
    const event = await makeEvent(owner.client, { worlds: 3 });
    const del = (caller: TestClient, id: number) => caller.post(paths.hostEventsDelete, { id });

    expect(
      (await owner.client.post(paths.hostGamesDelete, { id: event.games[0] })).statusCode,
    ).toBe(204);
    expect((await list(owner.client))[0]?.worlds).toBe(2);

    expect((await del(stranger.client, event.id)).statusCode).toBe(403);
    expect((await del(owner.client, 999_999)).statusCode).toBe(404);
    expect((await del(owner.client, event.id)).statusCode).toBe(204);
    expect(await list(owner.client)).toEqual([]);
    for (const id of event.games)
      expect((await owner.client.post(paths.hostGamesControl, { gameId: id })).statusCode).toBe(
        404,
      );
    // An admin deletes anyone's.
    const again = await makeEvent(owner.client, { worlds: 1 });
    expect((await del(await t.admin(), again.id)).statusCode).toBe(204);
    expect(await games(owner.client)).toEqual([]);
  });

  it('names and removes the event’s co-hosts on every world at once, as the game’s calls do', async () => {
    const owner = await newHost(t);
    const cohost = await newHost(t);
    const stranger = await newHost(t);
    const event = await makeEvent(owner.client, { worlds: 2 });
    const add = (caller: TestClient, email: string, eventId = event.id) =>
      caller.post(paths.hostEventsCohostsAdd, { eventId, email });
    const remove = (caller: TestClient, hostId: number, eventId = event.id) =>
      caller.post(paths.hostEventsCohostsRemove, { eventId, hostId });

    const unknown = await add(owner.client, 'nobody@test.local');
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json<{ errors: object }>().errors)).toEqual(['email']);
    expect((await add(owner.client, owner.email)).statusCode).toBe(422);
    expect((await add(stranger.client, cohost.email)).statusCode).toBe(403);
    expect((await add(owner.client, cohost.email, 999_999)).statusCode).toBe(404);

    expect((await add(owner.client, cohost.email)).statusCode).toBe(204);
    for (const gameId of event.games) {
      const screen = await control(cohost.client, gameId);
      expect(screen.game.cohosts.map((c) => c.id)).toEqual([cohost.id]);
    }
    expect((await list(cohost.client)).map((e) => e.id)).toEqual([event.id]);
    expect((await games(cohost.client)).map((g) => g.role)).toEqual(['cohost', 'cohost']);
    // A co-host may not name others.
    expect((await add(cohost.client, stranger.email)).statusCode).toBe(403);
    expect((await remove(cohost.client, cohost.id)).statusCode).toBe(403);

    expect((await remove(owner.client, cohost.id)).statusCode).toBe(204);
    for (const gameId of event.games)
      expect((await cohost.client.post(paths.hostGamesControl, { gameId })).statusCode).toBe(403);
    expect(await list(cohost.client)).toEqual([]);
    expect((await remove(owner.client, cohost.id)).statusCode).toBe(404);
  });
});
