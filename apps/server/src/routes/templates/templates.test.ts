import {
  paths,
  type GameAddBody,
  type TemplateFile,
  type TemplateResponse,
  type TemplatesListItem,
  type WorldEventListItem,
} from '@orbis/contracts';
import { needsChosenCountry, SHIPPED_WORLD_EVENTS } from '@orbis/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';
import type { TestClient } from '../../test/client.js';
import { TEST_DIALECTS } from '../../test/databases.js';
import {
  catalog,
  control,
  createGame,
  endRound,
  signedInHost,
  startRound,
} from '../../test/games.js';
import { variablesPreset } from '../../test/bombing-game.js';

const chosenEvent = SHIPPED_WORLD_EVENTS.find((e) => needsChosenCountry(e.effects))!.name;
const worldEvent = SHIPPED_WORLD_EVENTS.find((e) => !needsChosenCountry(e.effects))!.name;

describe.each(TEST_DIALECTS)('templates (%s)', (dialect) => {
  let t: TestApp;
  let admin: TestClient;
  /** The seeded `ru` language and its countries. */
  let ru: { language: number; countries: number[] };
  /** Catalogue world event id by name. */
  let eventId: Record<string, number>;
  let preset: number;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.admin();
    ru = await catalog(admin);
    const events = (await admin.get(paths.worldEventsList)).json<WorldEventListItem[]>();
    eventId = Object.fromEntries(events.map((e) => [e.name, e.id]));
    preset = await variablesPreset(t, { rounds: 4, start_budget: 900 });
  });
  afterAll(() => t.close());

  /** A full game setup: a preset, a clock, mods and two scheduled events. */
  const setup = (): GameAddBody => ({
    game: {
      title: 'Offsite',
      preset,
      language: ru.language,
      clock: { talks: 120, orders: 60, lock: true },
      events: [
        { round: 2, event: eventId[worldEvent]!, country: null },
        { round: 3, event: eventId[chosenEvent]!, country: ru.countries[1]! },
      ],
    },
    teams: ru.countries.slice(0, 3),
    mods: ['negotiation'],
  });

  const add = (caller: TestClient, body: unknown) => caller.post(paths.hostTemplatesAdd, body);
  const get = (caller: TestClient, id: number) => caller.get(`${paths.hostTemplatesGet}?id=${id}`);
  const list = async (caller: TestClient) =>
    (await caller.get(paths.hostTemplatesList)).json<TemplatesListItem[]>();
  const exported = (caller: TestClient, id: number) =>
    caller.get(`${paths.hostTemplatesExport}?id=${id}`);
  const created = async (caller: TestClient, body: unknown) => {
    const res = await add(caller, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  };
  const errorsOf = (res: { json<T>(): T }) =>
    res.json<{ errors: Record<string, string[]> }>().errors;

  it('a host adds, lists, reads, changes and deletes a template', async () => {
    const host = await signedInHost(t);
    const first = await created(host, { name: 'Camp', game: setup() });
    const second = await created(host, {
      name: '  Offsite  ',
      game: { game: { title: 'Short', language: ru.language }, teams: ru.countries.slice(0, 2) },
    });

    const mine = await list(host);
    expect(mine.map((x) => [x.id, x.name])).toEqual([
      [second, 'Offsite'],
      [first, 'Camp'],
    ]);
    expect(Number.isNaN(Date.parse(mine[0]!.created_at))).toBe(false);
    // Another host sees none of them.
    expect(await list(await signedInHost(t))).toEqual([]);

    const read = await get(host, first);
    expect(read.statusCode).toBe(200);
    expect(read.json<TemplateResponse>()).toEqual({ id: first, name: 'Camp', game: setup() });
    // The defaults of `host/games/add` are filled in.
    expect((await get(host, second)).json<TemplateResponse>().game).toEqual({
      game: { title: 'Short', preset: null, language: ru.language, clock: null, events: [] },
      teams: ru.countries.slice(0, 2),
      mods: [],
    });

    const changed = { ...setup(), mods: ['ufo' as const] };
    const update = await host.post(paths.hostTemplatesUpdate, {
      id: first,
      name: 'Camp 2',
      game: changed,
    });
    expect(update.statusCode, update.body).toBe(204);
    expect((await get(host, first)).json<TemplateResponse>()).toEqual({
      id: first,
      name: 'Camp 2',
      game: changed,
    });

    expect((await host.post(paths.hostTemplatesDelete, { id: first })).statusCode).toBe(204);
    expect((await get(host, first)).statusCode).toBe(404);
    expect((await list(host)).map((x) => x.id)).toEqual([second]);
  });

  it('checks the game as host/games/add does, on game.<path>, and the name', async () => {
    const host = await signedInHost(t);
    const base = setup();
    const cases: [unknown, string][] = [
      [{ name: '', game: base }, 'name'],
      [{ name: 'x'.repeat(101), game: base }, 'name'],
      [{ name: 'A', game: { ...base, game: { ...base.game, title: '' } } }, 'game.game.title'],
      [
        { name: 'A', game: { ...base, game: { ...base.game, language: 99999 } } },
        'game.game.language',
      ],
      [{ name: 'A', game: { ...base, game: { ...base.game, preset: 99999 } } }, 'game.game.preset'],
      [{ name: 'A', game: { ...base, teams: [99999, ...base.teams] } }, 'game.teams.0'],
      [{ name: 'A', game: { ...base, teams: [base.teams[0], base.teams[0]] } }, 'game.teams.1'],
      [{ name: 'A', game: { ...base, teams: [] } }, 'game.teams'],
      [
        {
          name: 'A',
          game: {
            ...base,
            game: { ...base.game, events: [{ round: 9, event: eventId[worldEvent] }] },
          },
        },
        'game.game.events.0.round',
      ],
      [
        {
          name: 'A',
          game: { ...base, game: { ...base.game, events: [{ round: 1, event: 99999 }] } },
        },
        'game.game.events.0.event',
      ],
      [
        {
          name: 'A',
          game: {
            ...base,
            game: {
              ...base.game,
              events: [{ round: 1, event: eventId[chosenEvent], country: null }],
            },
          },
        },
        'game.game.events.0.country',
      ],
      [
        {
          name: 'A',
          game: { ...base, game: { ...base.game, clock: { talks: 0, orders: 1, lock: false } } },
        },
        'game.game.clock.orders',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await add(host, body);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
      expect(Object.keys(errorsOf(res)), field).toContain(field);
    }
    const id = await created(host, { name: 'A', game: base });
    const res = await host.post(paths.hostTemplatesUpdate, {
      id,
      name: 'A',
      game: { ...base, game: { ...base.game, events: [] }, teams: [99999] },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(errorsOf(res))).toEqual(['game.teams.0']);
    expect(await list(host)).toHaveLength(1);
  });

  it('refuses strangers, other hosts and unknown ids; an admin uses every template', async () => {
    const owner = await signedInHost(t);
    const other = await signedInHost(t);
    const id = await created(owner, { name: 'Mine', game: setup() });
    const stranger = await t.client().csrf();

    expect((await stranger.get(paths.hostTemplatesList)).statusCode).toBe(401);
    expect((await add(stranger, { name: 'X', game: setup() })).statusCode).toBe(401);
    expect((await get(stranger, id)).statusCode).toBe(401);
    // Templates are made by hosts.
    expect((await add(admin, { name: 'X', game: setup() })).statusCode).toBe(403);

    const body = { id, name: 'Theirs', game: setup() };
    expect((await get(other, id)).statusCode).toBe(403);
    expect((await other.post(paths.hostTemplatesUpdate, body)).statusCode).toBe(403);
    expect((await other.post(paths.hostTemplatesDelete, { id })).statusCode).toBe(403);
    expect((await exported(other, id)).statusCode).toBe(403);

    expect((await get(owner, 99999)).statusCode).toBe(404);
    expect((await owner.post(paths.hostTemplatesUpdate, { ...body, id: 99999 })).statusCode).toBe(
      404,
    );
    expect((await owner.post(paths.hostTemplatesDelete, { id: 99999 })).statusCode).toBe(404);
    expect((await exported(owner, 99999)).statusCode).toBe(404);
    expect((await owner.get(`${paths.hostTemplatesGet}?id=abc`)).statusCode).toBe(422);

    expect((await list(admin)).map((x) => x.id)).toContain(id);
    expect((await get(admin, id)).json<TemplateResponse>().name).toBe('Mine');
    expect((await admin.post(paths.hostTemplatesUpdate, body)).statusCode).toBe(204);
    expect((await get(owner, id)).json<TemplateResponse>().name).toBe('Theirs');
    expect((await exported(admin, id)).statusCode).toBe(200);
    expect((await admin.post(paths.hostTemplatesDelete, { id })).statusCode).toBe(204);
    expect(await list(owner)).toEqual([]);
  });

  it('saves a game’s setup, never its state, for its host or co-host', async () => {
    const game = await createGame(t, { teams: 3 });
    const made = await game.host.post(paths.hostGamesAdd, setup());
    expect(made.statusCode, made.body).toBe(201);
    const gameId = made.json<{ id: number }>().id;
    // The game is played a round first: the template takes its setup as created.
    await startRound(game.host, gameId, 1);
    await endRound(game.host, gameId, 1);
    expect((await control(game.host, gameId)).game.round).toBe(2);

    const res = await game.host.post(paths.hostTemplatesFromGame, { gameId, name: 'From play' });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ id: number }>().id;
    expect((await get(game.host, id)).json<TemplateResponse>()).toEqual({
      id,
      name: 'From play',
      game: setup(),
    });

    // A co-host may; another host may not; an unknown game is 404.
    const cohostEmail = `co-${id}-${dialect}@test.local`;
    await t.addUser({ email: cohostEmail, password: 'host-password-1' });
    const cohost = await t.client().login(cohostEmail, 'host-password-1');
    expect(
      (await game.host.post(paths.hostGamesCohostsAdd, { gameId, email: cohostEmail })).statusCode,
    ).toBe(204);
    const theirs = await cohost.post(paths.hostTemplatesFromGame, { gameId, name: 'Co' });
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(await list(cohost)).toHaveLength(1);
    const other = await signedInHost(t);
    expect((await other.post(paths.hostTemplatesFromGame, { gameId, name: 'No' })).statusCode).toBe(
      403,
    );
    expect(
      (await other.post(paths.hostTemplatesFromGame, { gameId: 99999, name: 'No' })).statusCode,
    ).toBe(404);
    expect(
      errorsOf(await other.post(paths.hostTemplatesFromGame, { gameId, name: '' })),
    ).toHaveProperty('name');
  });

  it('takes no preset once the game’s preset is deleted', async () => {
    const host = await signedInHost(t);
    const gone = await variablesPreset(t, { rounds: 5 });
    const made = await host.post(paths.hostGamesAdd, {
      ...setup(),
      game: { ...setup().game, preset: gone, events: [] },
    });
    const gameId = made.json<{ id: number }>().id;
    expect((await admin.post(paths.variablesPresetsDelete, { id: gone })).statusCode).toBe(204);
    const res = await host.post(paths.hostTemplatesFromGame, { gameId, name: 'Old' });
    const template = (await get(host, res.json<{ id: number }>().id)).json<TemplateResponse>();
    expect(template.game.game.preset).toBeNull();
  });

  it('exports a file that names what travels, and imports it back as the same template', async () => {
    const host = await signedInHost(t);
    const id = await created(host, { name: 'Travels', game: setup() });
    const res = await exported(host, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="orbis-template-${id}.json"`,
    );
    const file = res.json<TemplateFile>();
    const countries = (await admin.get(paths.countryPresetsList)).json<
      { id: number; name: string }[]
    >();
    const countryName = (presetId: number) => countries.find((c) => c.id === presetId)!.name;
    expect(file).toEqual({
      orbis_template: 1,
      name: 'Travels',
      game: {
        game: {
          title: 'Offsite',
          preset: { name: expect.any(String), values: { rounds: 4, start_budget: 900 } },
          language: 'ru',
          clock: { talks: 120, orders: 60, lock: true },
          events: [
            { round: 2, event: worldEvent, country: null },
            { round: 3, event: chosenEvent, country: countryName(ru.countries[1]!) },
          ],
        },
        teams: ru.countries.slice(0, 3).map(countryName),
        mods: ['negotiation'],
      },
    });

    const back = await host.post(paths.hostTemplatesImport, file);
    expect(back.statusCode, back.body).toBe(201);
    const copy = back.json<{ id: number }>().id;
    expect((await get(host, copy)).json<TemplateResponse>()).toEqual({
      ...(await get(host, id)).json<TemplateResponse>(),
      id: copy,
    });
  });

  it('refuses an import whose names this install lacks, saying what an admin must add', async () => {
    const host = await signedInHost(t);
    await host.post(paths.setAdminLanguage, { language: 'en' });
    const file = (await exported(host, await created(host, { name: 'Base', game: setup() }))).json<
      TemplateFile & { game: { game: { preset: { values: Record<string, number> } } } }
    >();
    const missing: TemplateFile = {
      ...file,
      game: {
        ...file.game,
        game: {
          ...file.game.game,
          language: 'xx',
          preset: { ...file.game.game.preset, values: { rounds: 3 } },
          events: [{ round: 1, event: 'No such event', country: null }],
        },
        teams: [file.game.teams[0]!, 'Atlantis'],
      },
    };
    const res = await host.post(paths.hostTemplatesImport, missing);
    expect(res.statusCode).toBe(422);
    const errors = errorsOf(res);
    expect(Object.keys(errors).sort()).toEqual([
      'game.game.events.0.event',
      'game.game.language',
      'game.game.preset',
      'game.teams.1',
    ]);
    expect(errors['game.teams.1']).toEqual([
      'This install has no country “Atlantis”: an admin must add it.',
    ]);
    expect(errors['game.game.language']![0]).toContain('“xx”');
    expect(errors['game.game.events.0.event']![0]).toContain('“No such event”');

    // In Russian for a Russian back-office.
    await host.post(paths.setAdminLanguage, { language: 'ru' });
    const inRussian = errorsOf(await host.post(paths.hostTemplatesImport, missing));
    expect(inRussian['game.teams.1']).toEqual([
      'Здесь нет страны «Atlantis»: её должен добавить администратор.',
    ]);

    // A file of another version, or not a template at all, is refused on its fields.
    const wrong = await host.post(paths.hostTemplatesImport, { ...file, orbis_template: 2 });
    expect(Object.keys(errorsOf(wrong))).toContain('orbis_template');
    expect((await host.post(paths.hostTemplatesImport, { name: 'x' })).statusCode).toBe(422);
    // The names are matched, then the game is checked as host/games/add checks it.
    const late = await host.post(paths.hostTemplatesImport, {
      ...file,
      game: {
        ...file.game,
        game: { ...file.game.game, events: [{ round: 99, event: worldEvent }] },
      },
    });
    expect(Object.keys(errorsOf(late))).toEqual(['game.game.events.0.round']);
    expect((await list(host)).map((x) => x.name)).toEqual(['Base']);
  });

  it('refuses to export a template whose catalogue entries are gone (409)', async () => {
    const host = await signedInHost(t);
    const gone = await variablesPreset(t, { rounds: 6 });
    const id = await created(host, {
      name: 'Stale',
      game: { ...setup(), game: { ...setup().game, preset: gone } },
    });
    await admin.post(paths.variablesPresetsDelete, { id: gone });
    expect((await exported(host, id)).statusCode).toBe(409);
  });
});
