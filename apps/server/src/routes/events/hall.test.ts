import { eventHallPath, paths, type EventHall, type GameStats } from '@orbis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';
import { TEST_DIALECTS } from '../../test/databases.js';
import { makeEvent, newHost } from '../../test/events.js';
import { control, endRound, startRound } from '../../test/games.js';

describe.each(TEST_DIALECTS)('the hall’s screen of an event (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  /** The hall's screen as a browser without any session reads it. */
  const hall = async (eventId: number) => {
    const res = await t.client().get(eventHallPath(eventId));
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.body, hall: res.json<EventHall>() };
  };
  /** A world's projector stats, as the room sees them (public). */
  const stats = async (gameId: number) => {
    const res = await (await t.client().csrf()).post(paths.hostGamesStats, { gameId });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<GameStats>();
  };

  it('before round 1, answers every world’s countries with their teams’ addresses, without a session and without a code', async () => {
    const { client: host } = await newHost(t);
    const event = await makeEvent(host, { worlds: 2 });
    const { body, hall: seating } = await hall(event.id);
    expect(seating.event).toEqual({ id: event.id, title: 'Camp' });
    expect(seating.worlds.map((w) => w.gameId)).toEqual(event.games);
    for (const [i, gameId] of event.games.entries()) {
      const shown = await stats(gameId);
      const screen = await control(host, gameId);
      expect(seating.worlds[i]).toEqual({
        gameId,
        title: `Camp · Мир ${i + 1}`,
        name: `Мир ${i + 1}`,
        language: 'ru',
        round: 1,
        rounds: screen.game.rounds,
        stopped: true,
        over: false,
        collapsed: false,
        seating: true,
        ecology: shown.ecology.at(-1),
        leader: null,
        countries: shown.countries.map((c) => ({
          id: c.id,
          name: c.name,
          flag: c.flag,
          averageStandard: c.averageStandard,
          join: `${shown.game.access_link}/${c.id}`,
        })),
      });
      for (const team of screen.teams) expect(body).not.toContain(team.access_code);
    }
  });

  it('once a world’s rounds run, shows its round, leader and ecology as its stats do, and no address', async () => {
    const { client: host } = await newHost(t);
    const event = await makeEvent(host, { worlds: 2 });
    const [running, waiting] = event.games as [number, number];
    await hall(event.id);
    await startRound(host, running, 1);
    const started = (await hall(event.id)).hall.worlds[0]!;
    expect(started).toMatchObject({ round: 1, stopped: false, seating: false });
    expect(started.countries.map((c) => c.join)).toEqual(started.countries.map(() => null));

    await endRound(host, running, 1);
    const { hall: after } = await hall(event.id);
    const shown = await stats(running);
    const best = [...shown.countries].sort((a, b) => b.averageStandard - a.averageStandard)[0]!;
    expect(after.worlds[0]).toMatchObject({
      round: 2,
      stopped: true,
      seating: false,
      ecology: shown.ecology.at(-1),
      leader: {
        country: best.id,
        name: best.name,
        flag: best.flag,
        averageStandard: best.averageStandard,
      },
    });
    expect(after.worlds[0]!.countries).toEqual(
      shown.countries.map((c) => ({
        id: c.id,
        name: c.name,
        flag: c.flag,
        averageStandard: c.averageStandard,
        join: null,
      })),
    );
    // The other world still seats its teams.
    expect(after.worlds[1]).toMatchObject({ gameId: waiting, seating: true, leader: null });
    expect(
      after.worlds[1]!.countries.every((c) => c.join?.endsWith(`/game/${waiting}/${c.id}`)),
    ).toBe(true);
  });

  it('leaves out a world deleted on its own', async () => {
    const { client: host } = await newHost(t);
    const event = await makeEvent(host, { worlds: 2 });
    await hall(event.id);
    const deleted = await host.post(paths.hostGamesDelete, { id: event.games[0] });
    expect(deleted.statusCode).toBe(204);
    expect((await hall(event.id)).hall.worlds.map((w) => w.gameId)).toEqual([event.games[1]]);
  });

  it('answers 404 for an unknown event, in the error format', async () => {
    const res = await t.client().get(eventHallPath(987_654));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect((await t.client().get('/api/event/abc')).statusCode).toBe(422);
  });
});
