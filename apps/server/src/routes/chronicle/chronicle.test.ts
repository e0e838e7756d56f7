import {
  chronicleDataPath,
  chronicleMessagesPath,
  paths,
  type Chronicle,
  type ChronicleResponse,
  type GameControl,
  type GameFinal,
  type TurningPoint,
} from '@orbis/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LABELS } from '../../labels.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import {
  BOMBING_VARIABLES,
  bombingGame,
  playBombing,
  promisingGame,
  variablesPreset,
  type BombingGame,
} from '../../test/bombing-game.js';
import { makeEvent, newHost } from '../../test/events.js';
import type { TestClient } from '../../test/client.js';
import { TEST_DIALECTS } from '../../test/databases.js';
import { control, endRound, hostCallers, reveal } from '../../test/games.js';

const DAY = 24 * 60 * 60 * 1000;

describe.each(TEST_DIALECTS)('the chronicle to take home (%s)', (dialect) => {
  let t: TestApp;
  let anyone: TestClient;
  let played: BombingGame;
  let running: BombingGame;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    anyone = await t.client().csrf();
    played = await promisingGame(t);
    running = await bombingGame(t, 2);
  });
  afterEach(() => {
    t.app.now = () => Date.now();
  });
  afterAll(() => t.close());

  const publish = (client: TestClient, gameId: number, on = true) =>
    client.post(paths.hostGamesChronicle, { gameId, publish: on });
  const published = async (client: TestClient, gameId: number) => {
    const res = await publish(client, gameId);
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json<ChronicleResponse>();
    if (!url) throw new Error('no address');
    return url;
  };
  const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
  const read = (url: string) => anyone.get(chronicleDataPath(tokenOf(url)));
  const final = async (gameId: number) => {
    const res = await anyone.post(paths.hostGamesFinal, { gameId });
    expect(res.statusCode).toBe(200);
    return res.json<GameFinal>();
  };

  it('is published by the game’s host, a co-host or an admin, once the game is over', async () => {
    const { game } = played;
    const cases = await hostCallers(t, game, played.teams[0]);
    for (const [client, status] of cases)
      expect((await publish(client, game.id)).statusCode).toBe(status);
    expect((await publish(game.host, 999_999)).statusCode).toBe(404);

    const early = await publish(running.game.host, running.game.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: ADMIN_LABELS['games.chronicle_not_over'].ru });
    expect((await publish(running.game.host, running.game.id, false)).statusCode).toBe(409);
  });

  it('lives at an unguessable address, the same while it stays published', async () => {
    const { game } = played;
    const url = await published(game.host, game.id);
    expect(url).toMatch(/^https?:\/\/[^/]+\/chronicle\/[A-Za-z0-9_-]{43}$/);
    // 32 random bytes: 256 bits.
    expect(Buffer.from(tokenOf(url), 'base64url')).toHaveLength(32);
    expect(await published(game.host, game.id)).toBe(url);
    expect((await read(url)).statusCode).toBe(200);
    expect((await anyone.get(chronicleDataPath('no-such-token'))).statusCode).toBe(404);
    expect((await anyone.get(chronicleDataPath('x'.repeat(100)))).statusCode).toBe(404);
  });

  it('tells what the room may know after the game', async () => {
    const { game } = played;
    const [a, b, c] = played.countries;
    const res = await read(await published(game.host, game.id));
    expect(res.statusCode).toBe(200);
    const body = res.json<Chronicle>();
    const report = (await game.host.post(paths.hostGamesReport, { gameId: game.id })).json<{
      game: { title: string; created_at: string };
      rounds: {
        round: number;
        ecology: number;
        countries: Record<string, { averageStandard: number }>;
      }[];
    }>();
    expect(body.game).toEqual({
      title: report.game.title,
      event: null,
      language: 'ru',
      date: report.game.created_at,
      collapsed: false,
    });
    expect(body.countries.map((x) => x.id)).toEqual([a.id, b.id, c.id]);
    expect(body.countries[0]).toMatchObject({ name: a.name, flag: a.flag });

    // Standings and ecology round by round, as the report shows them.
    expect(body.rounds.map((r) => r.round)).toEqual([1, 2, 3]);
    for (const r of body.rounds) {
      const seen = report.rounds.find((x) => x.round === r.round);
      expect(r.ecology).toBe(seen?.ecology);
      for (const s of r.standings)
        expect(s.averageStandard).toBe(seen?.countries[String(s.country)]?.averageStandard);
      const places = r.standings.map((s) => s.place);
      expect(places).toEqual([...places].sort((x, y) => x - y));
      expect(places[0]).toBe(1);
    }
    expect(body.start.standings).toHaveLength(3);

    // Each round's news, the public headlines only.
    expect(body.rounds[0]?.news).toContainEqual({
      type: 'sanction',
      text: `${c.name}: введены санкции против страны ${b.name}`,
    });
    expect(body.rounds[2]?.news.map((n) => n.type)).toEqual(
      expect.arrayContaining(['shield_stopped_bomb', 'city_destroyed', 'promise_broken']),
    );
    // Who bombed whom.
    expect(body.attacks.map((x) => [x.round, x.from.country, x.city.id, x.destroyed])).toEqual([
      [3, a.id, played.shielded.id, false],
      [3, a.id, played.destroyed.id, true],
    ]);
    // The broken promise with its words, and every maker's kept and broken ones.
    expect(body.promises.broken).toEqual([
      {
        round: 3,
        from: a.id,
        to: b.id,
        text: 'не сбрасывать бомбы на её города до конца раунда 3',
      },
    ]);
    expect(body.promises.tally).toEqual({
      [a.id]: { kept: 0, broken: 1 },
      [b.id]: { kept: 1, broken: 0 },
      [c.id]: { kept: 0, broken: 0 },
    });
    // The nominations, with no amount of money: A dropped two bombs and sent C a transfer.
    expect(body.nominations.aggressor).toEqual([
      { country: a.id, name: a.name, flag: a.flag, value: 2 },
    ]);
    expect(body.nominations.investor).toEqual([
      { country: a.id, name: a.name, flag: a.flag, value: null },
    ]);
    expect(body.nominations.winner.length).toBeGreaterThan(0);
    // The turning points, as the host reads them, and the world without bombs.
    const points = (await game.host.post(paths.hostGamesTurningPoints, { gameId: game.id })).json<
      TurningPoint[]
    >();
    expect(body.turningPoints).toEqual(points);
    expect(body.turningPoints.map((p) => p.kind)).toEqual(
      expect.arrayContaining(['first_bomb', 'promise_broken', 'sanction']),
    );
    const without = (
      await game.host.post(paths.hostGamesWhatIf, { gameId: game.id, without: ['attacks'] })
    ).json<{
      rounds: {
        round: number;
        ecology: number;
        countries: Record<string, { averageStandard: number }>;
      }[];
      winner: number[];
    }>();
    expect(body.withoutBombs).toEqual({
      rounds: without.rounds.map((r) => ({
        round: r.round,
        ecology: r.ecology,
        averageStandard: Object.fromEntries(
          Object.entries(r.countries).map(([id, x]) => [id, x.averageStandard]),
        ),
      })),
      winner: without.winner,
    });
  });

  it('holds no budget, income, order, transfer, credit, access code or e-mail anywhere', async () => {
    const { game } = played;
    const text = (await read(await published(game.host, game.id))).body;
    const ctl: GameControl = await control(game.host, game.id);
    for (const key of ['budget', 'income', 'orders', 'transfer', 'credit', 'access_code', 'email'])
      expect(text, key).not.toMatch(new RegExp(`"[^"]*${key}[^"]*"\\s*:`, 'i'));
    expect(text).not.toContain('@');
    const secrets = [
      String(played.transfer),
      String(played.credit),
      ...ctl.teams.map((x) => x.access_code),
    ];
    for (const secret of secrets) expect(text).not.toMatch(new RegExp(`\\b${secret}\\b`));
    const budgets = ctl.teams.map((x) => x.country.budget);
    for (const budget of budgets) expect(text).not.toMatch(new RegExp(`[^\\d.]${budget}[^\\d.]`));
    expect(text).not.toMatch(/перевод|кредит|бюджет|приказ/i);
  });

  it('shows its address on the final screen and the phones with the last reveal step', async () => {
    const { game } = await bombingGame(t);
    const events: number[] = [];
    const off = t.app.gameEvents.on('final-revealed', (e) => events.push(e.gameId));
    const url = await published(game.host, game.id);
    off();
    // The screens hear of it and read `final` again.
    expect(events).toEqual([game.id]);
    expect((await final(game.id)).chronicle).toBeNull();
    await reveal(game.host, game.id, 6);
    expect((await final(game.id)).chronicle).toBe(url);
    const taken = await publish(game.host, game.id, false);
    expect(taken.json()).toEqual({ url: null });
    expect((await final(game.id)).chronicle).toBeNull();
  });

  it('is gone once taken down, and published again under a new address', async () => {
    const { game } = await bombingGame(t);
    const url = await published(game.host, game.id);
    const down = await publish(game.host, game.id, false);
    expect(down.statusCode).toBe(200);
    expect(down.json()).toEqual({ url: null });
    expect((await read(url)).statusCode).toBe(404);
    // Taking down one that is down is no error.
    expect((await publish(game.host, game.id, false)).json()).toEqual({ url: null });
    const again = await published(game.host, game.id);
    expect(again).not.toBe(url);
    expect((await read(again)).statusCode).toBe(200);
    expect((await read(url)).statusCode).toBe(404);
  });

  it('expires CHRONICLE_DAYS after publishing (90 by default)', async () => {
    expect(t.config.chronicleDays).toBe(90);
    const { game } = await bombingGame(t);
    await reveal(game.host, game.id, 6);
    const start = Date.now();
    t.app.now = () => start;
    const url = await published(game.host, game.id);
    t.app.now = () => start + 90 * DAY - 1000;
    expect((await read(url)).statusCode).toBe(200);
    expect((await final(game.id)).chronicle).toBe(url);
    t.app.now = () => start + 90 * DAY;
    expect((await read(url)).statusCode).toBe(404);
    expect((await final(game.id)).chronicle).toBeNull();
    // Published again after it expired: a new address, for another 90 days.
    const again = await published(game.host, game.id);
    expect(again).not.toBe(url);
    expect((await read(again)).statusCode).toBe(200);
    expect((await read(url)).statusCode).toBe(404);
  });

  it('is gone with its game', async () => {
    const { game } = await bombingGame(t);
    const url = await published(game.host, game.id);
    const res = await game.host.post(paths.hostGamesDelete, { id: game.id });
    expect(res.statusCode).toBe(204);
    expect((await read(url)).statusCode).toBe(404);
  });

  it('is gone while an undo takes the game’s last round back', async () => {
    const { game } = await bombingGame(t);
    const url = await published(game.host, game.id);
    const undo = await game.host.post(paths.hostGamesUndoRound, { gameId: game.id, round: 3 });
    expect(undo.statusCode, undo.body).toBe(200);
    expect((await read(url)).statusCode).toBe(404);
    await endRound(game.host, game.id, 3);
    expect((await read(url)).statusCode).toBe(200);
  });

  it('names the event of a world', async () => {
    const host = (await newHost(t)).client;
    const preset = await variablesPreset(t, BOMBING_VARIABLES);
    const event = await makeEvent(host, { worlds: 1, preset, names: ['Север'] });
    const [id] = event.games as [number];
    await playBombing(t, { id, host, teams: (await control(host, id)).teams });
    const body = (await read(await published(host, id))).json<Chronicle>();
    expect(body.game).toMatchObject({ title: 'Camp · Север', event: 'Camp' });
  });

  it('is written in English for an English game', async () => {
    const english = await bombingGame(t, 3, { language: 'en' });
    const body = (
      await read(await published(english.game.host, english.game.id))
    ).json<Chronicle>();
    expect(body.game.language).toBe('en');
    const [a] = english.countries;
    expect(body.rounds[0]?.news[0]).toEqual({
      type: 'technology',
      text: `${a.name} started a nuclear programme`,
    });
    expect(JSON.stringify(body.turningPoints)).not.toMatch(/[а-яё]/i);
  });

  it('gives its page’s words in the game’s language, and none once taken down', async () => {
    const english = await bombingGame(t, 3, { language: 'en' });
    const url = await published(english.game.host, english.game.id);
    const texts = await anyone.get(chronicleMessagesPath(tokenOf(url)));
    expect(texts.statusCode).toBe(200);
    expect(texts.json<Record<string, string>>()['chronicle.title']).toBe('Chronicle of the world');
    const { game } = await bombingGame(t);
    const russian = await published(game.host, game.id);
    const ru = (await anyone.get(chronicleMessagesPath(tokenOf(russian)))).json<
      Record<string, string>
    >();
    expect(ru['chronicle.title']).toBe('Хроника мира');
    await publish(english.game.host, english.game.id, false);
    expect((await anyone.get(chronicleMessagesPath(tokenOf(url)))).statusCode).toBe(404);
    expect((await anyone.get(chronicleMessagesPath('no-such-token'))).statusCode).toBe(404);
  });
});
