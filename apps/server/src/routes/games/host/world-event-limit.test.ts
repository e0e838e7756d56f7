import { paths, type GameStats } from '@orbis/contracts';
import { MAX_FIRED_WORLD_EVENTS } from '@orbis/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

// Every fired event stays in the game's state and news: a game holds a bounded number of them.
describe.each(TEST_DIALECTS)('the world events fired in a game (%s)', (dialect) => {
  let t: TestApp;
  let grant: number;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    const admin = await t.admin();
    const added = await admin.post(paths.worldEventsAdd, {
      name: 'Small grant',
      texts: {
        en: { title: 'A small grant', text: 'Every country gets $1.' },
        ru: { title: 'Небольшой грант', text: 'Каждая страна получает $1.' },
      },
      effects: [{ kind: 'budget', value: 1, target: 'all' }],
    });
    grant = added.json<{ id: number }>().id;
  });
  afterAll(() => t.close());

  const fire = (host: TestClient, gameId: number) =>
    host.post(paths.hostGamesWorldEvent, { gameId, event: grant, country: null });
  const stats = async (gameId: number) =>
    (await (await t.client().csrf()).post(paths.hostGamesStats, { gameId })).json<GameStats>();
  /** The game as stored, and as the host and the room read it. */
  const seen = async (host: TestClient, gameId: number) => ({
    stored: await loadGame(t.database.db, gameId),
    control: await control(host, gameId),
    stats: await stats(gameId),
  });

  /** An English game of two teams with the grant scheduled for round 1, round 1 running. */
  async function scheduledGame(host: TestClient): Promise<number> {
    const { language, countries } = await catalog(host, 'en');
    const res = await host.post(paths.hostGamesAdd, {
      game: { title: 'Many events', preset: null, language, events: [{ round: 1, event: grant }] },
      teams: countries.slice(0, 2),
    });
    expect(res.statusCode, res.body).toBe(201);
    const gameId = res.json<{ id: number }>().id;
    await startRound(host, gameId, 1);
    return gameId;
  }

  it('fires 50, refuses the 51st in the game’s language without a change; scheduled ones not counted', async () => {
    const host = await signedInHost(t);
    const gameId = await scheduledGame(host);
    expect((await stats(gameId)).news['1']).toHaveLength(1);
    for (let i = 1; i <= MAX_FIRED_WORLD_EVENTS; i++)
      expect((await fire(host, gameId)).statusCode, `event ${i}`).toBe(200);

    const before = await seen(host, gameId);
    expect(before.stored?.state.worldEvents).toHaveLength(1 + MAX_FIRED_WORLD_EVENTS);
    const refused = await fire(host, gameId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: '50 world events have been fired in this game, the most a game allows',
      code: 'too_many_world_events',
    });
    expect(await seen(host, gameId)).toEqual(before);

    // For the whole game: a new round frees nothing.
    await endRound(host, gameId, 1);
    await startRound(host, gameId, 2);
    expect((await fire(host, gameId)).statusCode).toBe(409);
    // Per game: the same host's other game fires.
    const other = await createGame(t, { host });
    expect((await fire(host, other.id)).statusCode).toBe(200);
  });

  it('says the limit in Russian in a Russian game', async () => {
    const game = await createGame(t, { teams: 2 });
    for (let i = 0; i < MAX_FIRED_WORLD_EVENTS; i++)
      expect((await fire(game.host, game.id)).statusCode).toBe(200);
    const refused = await fire(game.host, game.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'В этой игре уже запущено 50 событий — больше за игру нельзя',
      code: 'too_many_world_events',
    });
  });
});
