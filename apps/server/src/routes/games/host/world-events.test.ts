import {
  channels,
  paths,
  type GameControl,
  type GameReport,
  type GameStats,
  type WorldEventListItem,
} from '@orbis/contracts';
import { SHIPPED_WORLD_EVENTS } from '@orbis/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkReplay } from '../../../modules/games/write/replay.js';
import { loadGame } from '../../../modules/games/repository/games.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import type { TestClient } from '../../../test/client.js';
import { TEST_DIALECTS } from '../../../test/databases.js';
import {
  catalog,
  control,
  createGame,
  endRound,
  signedInHost,
  startRound,
} from '../../../test/games.js';
import {
  connectSocket,
  listen,
  nextEvent,
  subscribe,
  type ClientSocket,
} from '../../../test/sockets.js';
import { startWorker } from '../../../test/workers.js';

const ru = (name: string) => SHIPPED_WORLD_EVENTS.find((e) => e.name === name)!.texts.ru;

describe.each(TEST_DIALECTS)('world events in a game (%s)', (dialect) => {
  let t: TestApp;
  let admin: TestClient;
  let url: string;
  const sockets: ClientSocket[] = [];
  /** Catalogue id by name. */
  let id: Record<string, number>;
  let oneRound: number;

  const stats = async (gameId: number) =>
    (await (await t.client().csrf()).post(paths.hostGamesStats, { gameId })).json<GameStats>();
  const fire = (host: TestClient, gameId: number, event: number, country: number | null = null) =>
    host.post(paths.hostGamesWorldEvent, { gameId, event, country });
  const budgets = (c: GameControl) => c.teams.map((x) => x.country.budget);

  beforeAll(async () => {
    t = await startTestApp(dialect);
    url = await listen(t.app);
    admin = await t.admin();
    const list = (await admin.get(paths.worldEventsList)).json<WorldEventListItem[]>();
    id = Object.fromEntries(list.map((e) => [e.name, e.id]));
    const only = await admin.post(paths.worldEventsAdd, {
      name: 'English only',
      texts: { en: { title: 'Only in English', text: 'No Russian text.' } },
      effects: [{ kind: 'budget', value: 100, target: 'all' }],
    });
    id['English only'] = only.json<{ id: number }>().id;
    const bare = await admin.post(paths.worldEventsAdd, {
      name: 'Nameless text',
      effects: [{ kind: 'ecology', value: 1, target: 'all' }],
    });
    id['Nameless text'] = bare.json<{ id: number }>().id;
    const vars = (await admin.get(paths.variables)).json<{ id: number; key: string }[]>();
    const rounds = vars.find((v) => v.key === 'rounds')!.id;
    const preset = await admin.post(paths.variablesPresetsAdd, {
      variablesPreset: { name: 'One round', values: { [rounds]: '1' } },
    });
    oneRound = preset.json<{ id: number }>().id;
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await t.close();
  });

  it('fires an event now: figures move at once, the news shows it, the socket tells the room', async () => {
    const game = await createGame(t);
    const socket = await connectSocket(url);
    sockets.push(socket);
    expect(await subscribe(socket, channels.game(game.id))).toEqual({ ok: true });
    await startRound(game.host, game.id, 1);
    const before = await control(game.host, game.id);

    const heard = nextEvent(socket, 'world-event', game.id);
    const res = await fire(game.host, game.id, id['Stock market crash']!);
    expect(res.statusCode, res.body).toBe(200);
    const { seq } = res.json<{ seq: number }>();
    expect(await heard).toEqual({ gameId: game.id, round: 1, seq });

    const after = await control(game.host, game.id);
    expect(budgets(after)).toEqual(budgets(before).map((b) => Math.max(0, b - 150)));
    const news = (await stats(game.id)).news;
    expect(news['1']).toEqual([{ type: 'world_event', ...ru('Stock market crash') }]);

    // Its round's news keeps it first once the round resolves.
    await endRound(game.host, game.id, 1);
    const resolved = (await stats(game.id)).news['1']!;
    expect(resolved[0]).toEqual({ type: 'world_event', ...ru('Stock market crash') });
    expect(resolved.length).toBeGreaterThan(1);
    expect((await checkReplay(t.database.db, game.id)).problems).toEqual([]);
  });

  it('tells the event in the game language, else in English, else by its name', async () => {
    const game = await createGame(t);
    expect((await fire(game.host, game.id, id['English only']!)).statusCode).toBe(200);
    expect((await fire(game.host, game.id, id['Nameless text']!)).statusCode).toBe(200);
    expect((await stats(game.id)).news['1']).toEqual([
      { type: 'world_event', title: 'Only in English', text: 'No Russian text.' },
      { type: 'world_event', title: 'Nameless text', text: '' },
    ]);
  });

  it('hits the chosen team, and refuses a missing, foreign or needless country', async () => {
    const game = await createGame(t);
    const [a, b] = game.teams;
    const aid = id['Humanitarian aid']!;
    const missing = await fire(game.host, game.id, aid);
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json<{ errors: object }>().errors)).toEqual(['country']);
    const other = await createGame(t);
    const foreign = await fire(game.host, game.id, aid, other.teams[0]!.country.id);
    expect(Object.keys(foreign.json<{ errors: object }>().errors)).toEqual(['country']);
    const needless = await fire(game.host, game.id, id['Climate summit']!, a!.country.id);
    expect(needless.statusCode).toBe(422);
    expect(needless.json()).toEqual({
      message: 'Данные заполнены неверно.',
      errors: { country: ['Это событие не бьёт по выбранной стране: оставьте страну пустой.'] },
    });
    const unknown = await fire(game.host, game.id, 999_999);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      message: 'Данные заполнены неверно.',
      errors: { event: ['Такого мирового события нет.'] },
    });
    const before = await control(game.host, game.id);
    expect((await fire(game.host, game.id, aid, b!.country.id)).statusCode).toBe(200);
    const after = await control(game.host, game.id);
    expect(budgets(after)[1]).toBe(budgets(before)[1]! + 300);
    expect(budgets(after)[0]).toBe(budgets(before)[0]);
    const report = (
      await game.host.post(paths.hostGamesReport, { gameId: game.id })
    ).json<GameReport>();
    expect(report.events).toEqual([
      { round: 1, ...ru('Humanitarian aid'), countries: [b!.country.id] },
    ]);
  });

  it('is for the game’s host or an admin, on a game that is not over', async () => {
    const game = await createGame(t, { preset: oneRound });
    const event = id['Climate summit']!;
    expect((await fire(await t.client().csrf(), game.id, event)).statusCode).toBe(401);
    expect((await fire(await signedInHost(t), game.id, event)).statusCode).toBe(403);
    expect((await fire(game.host, 999_999, event)).statusCode).toBe(404);
    expect((await fire(admin, game.id, event)).statusCode).toBe(200);
    await startRound(game.host, game.id, 1);
    expect((await endRound(game.host, game.id, 1)).over).toBe(true);
    const over = await fire(game.host, game.id, event);
    expect(over.statusCode).toBe(409);
    expect(over.json<{ code: string }>().code).toBe('game_over');
  });

  it('keeps a fired event through an undo and the replay', async () => {
    const game = await createGame(t);
    await startRound(game.host, game.id, 1);
    expect((await fire(game.host, game.id, id.Earthquake!)).statusCode).toBe(200);
    const fired = (await loadGame(t.database.db, game.id))!.state;
    await endRound(game.host, game.id, 1);
    const undo = await game.host.post(paths.hostGamesUndoRound, { gameId: game.id, round: 1 });
    expect(undo.statusCode, undo.body).toBe(200);
    const state = (await loadGame(t.database.db, game.id))!.state;
    expect(state.worldEvents).toEqual(fired.worldEvents);
    expect(state.cities).toEqual(fired.cities);
    expect((await stats(game.id)).news['1']).toEqual([
      { type: 'world_event', ...ru('Earthquake') },
    ]);
    await endRound(game.host, game.id, 1);
    expect((await checkReplay(t.database.db, game.id)).problems).toEqual([]);
  });

  describe('scheduled at creation', () => {
    async function add(host: TestClient, events: unknown[], preset: number | null = null) {
      const { language, countries } = await catalog(host);
      const res = await host.post(paths.hostGamesAdd, {
        game: { title: 'Scheduled', preset, language, events },
        teams: countries.slice(0, 3),
      });
      return { res, countries };
    }

    it('refuses a round outside the game, an unknown event, a country that does not fit', async () => {
      const host = await signedInHost(t);
      const { countries } = await catalog(host);
      const { res } = await add(host, [
        { round: 7, event: id['Climate summit'], country: null },
        { round: 6, event: id['Climate summit'], country: null },
        { round: 1, event: 999_999, country: null },
        { round: 2, event: id['Humanitarian aid'], country: null },
        { round: 2, event: id['Humanitarian aid'], country: countries[5] },
        { round: 3, event: id['Climate summit'], country: countries[0] },
      ]);
      expect(res.statusCode).toBe(422);
      const errors = res.json<{ errors: Record<string, string[]> }>().errors;
      expect(Object.keys(errors).sort()).toEqual([
        'game.events.0.round',
        'game.events.2.event',
        'game.events.3.country',
        'game.events.4.country',
        'game.events.5.country',
      ]);
      expect(errors['game.events.0.round']).toEqual(['Раунд должен быть от 1 до 6.']);
      const zero = await add(host, [{ round: 0, event: id['Climate summit'] }]);
      expect(Object.keys(zero.res.json<{ errors: object }>().errors)).toEqual([
        'game.events.0.round',
      ]);
      const one = await add(host, [{ round: 2, event: id['Climate summit'] }], oneRound);
      expect(one.res.json<{ errors: object }>().errors).toEqual({
        'game.events.0.round': ['Раунд должен быть от 1 до 1.'],
      });
    });

    it('pins the event and applies it once when its round starts, even if two processes start it', async () => {
      const host = await signedInHost(t);
      const { countries } = await catalog(host);
      const { res } = await add(host, [
        { round: 2, event: id['Humanitarian aid'], country: countries[1] },
        { round: 2, event: id['Climate summit'] },
      ]);
      expect(res.statusCode, res.body).toBe(201);
      const gameId = res.json<{ id: number }>().id;
      // A later edit of the catalogue does not change the game: it pinned its events.
      const summit = await admin.get(`${paths.worldEventsGet}?id=${id['Climate summit']}`);
      const edited = { ...summit.json<object>(), texts: { ru: { title: 'Другое', text: '' } } };
      expect((await admin.post(paths.worldEventsUpdate, edited)).statusCode).toBe(204);

      await startRound(host, gameId, 1);
      expect((await stats(gameId)).news['1']).toBeUndefined();
      await endRound(host, gameId, 1);
      const before = (await loadGame(t.database.db, gameId))!.state;

      const workers = await Promise.all(
        [1, 2].map(() =>
          startWorker({
            databaseUrl: t.testDb.databaseUrl,
            dataDir: t.config.dataDir,
            gameId,
            mode: 'race',
            race: 'start',
            calls: 3,
          }),
        ),
      );
      for (const w of workers) expect(await w.waitFor((l) => l === 'ready')).toBe('ready');
      for (const w of workers) w.child.stdin.write('go\n');
      const results = await Promise.all(
        workers.map(async (w) => JSON.parse(await w.waitFor((l) => l.startsWith('['))) as number[]),
      );
      await Promise.all(workers.map((w) => w.exited));
      expect(results.flat().filter((s) => s === 200)).toHaveLength(1);
      expect(
        results
          .flat()
          .filter((s) => s !== 200)
          .every((s) => s === 409),
      ).toBe(true);

      const state = (await loadGame(t.database.db, gameId))!.state;
      const chosen = state.countries[1]!;
      expect(state.worldEvents).toEqual([
        { round: 2, ...ru('Humanitarian aid'), countries: [chosen.id] },
        { round: 2, ...ru('Climate summit'), countries: [] },
      ]);
      expect(state.ecology).toBe(Math.min(100, before.ecology + 5));
      expect(chosen.budget).toBe(before.countries[1]!.budget + 300);
      expect((await stats(gameId)).news['2']).toEqual([
        { type: 'world_event', ...ru('Humanitarian aid') },
        { type: 'world_event', ...ru('Climate summit') },
      ]);
      expect((await checkReplay(t.database.db, gameId)).problems).toEqual([]);
    });
  });
});
