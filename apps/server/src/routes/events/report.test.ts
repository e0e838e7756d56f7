import { paths, type EventReport, type GameReport, type WhatIfAnswer } from '@orbis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LABELS } from '../../labels.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { BOMBING_VARIABLES, playBombing, variablesPreset } from '../../test/bombing-game.js';
import type { TestClient } from '../../test/client.js';
import { TEST_DIALECTS } from '../../test/databases.js';
import { makeEvent, newHost } from '../../test/events.js';
import { control, endRound, startRound } from '../../test/games.js';
import { readWorkbook } from '../../test/workbook.js';

describe.each(TEST_DIALECTS)('the event report (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const report = (caller: TestClient, eventId: number) =>
    caller.post(paths.hostEventsReport, { eventId });
  const read = async (caller: TestClient, eventId: number) => {
    const res = await report(caller, eventId);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<EventReport>();
  };
  const exported = (caller: TestClient, eventId: number, format = 'xlsx') =>
    caller.get(`${paths.hostEventsExport}?eventId=${eventId}&format=${format}`);

  /** An event of two worlds: the first bombed to its end, the second one round in. */
  async function twoWorlds(host: TestClient) {
    const preset = await variablesPreset(t, BOMBING_VARIABLES);
    const event = await makeEvent(host, { worlds: 2, preset, names: ['Север', 'Юг'] });
    const [bombed, calm] = event.games as [number, number];
    const played = await playBombing(t, {
      id: bombed,
      host,
      teams: (await control(host, bombed)).teams,
    });
    await startRound(host, calm, 1);
    await endRound(host, calm, 1);
    return { event, bombed, calm, played };
  }

  /** Plays the rest of a world's rounds with no orders, to its end. */
  async function playOut(host: TestClient, gameId: number) {
    for (let round = (await control(host, gameId)).game.round; round <= 3; round++) {
      await startRound(host, gameId, round);
      await endRound(host, gameId, round);
    }
  }

  it('sets the worlds side by side: a world over with its winners, a world still running where it stands', async () => {
    const { client: host } = await newHost(t);
    const { event, bombed, calm, played } = await twoWorlds(host);
    const answer = await read(host, event.id);
    expect(answer.event).toEqual({ id: event.id, title: 'Camp' });
    expect(answer.worlds.map((w) => [w.gameId, w.title])).toEqual([
      [bombed, 'Camp · Север'],
      [calm, 'Camp · Юг'],
    ]);

    // The bombed world, as its own debrief and what-if tell it.
    const debrief = (await host.post(paths.hostGamesReport, { gameId: bombed })).json<GameReport>();
    const whatIf = (
      await host.post(paths.hostGamesWhatIf, { gameId: bombed, without: ['attacks'] })
    ).json<WhatIfAnswer>();
    const [first, second] = answer.worlds as [EventReport['worlds'][0], EventReport['worlds'][0]];
    expect(first).toMatchObject({
      over: true,
      collapsed: false,
      firstBomb: 3,
      bombs: 2,
      sanctions: 1,
      transfers: 1,
      promises: { kept: 0, broken: 0 },
      winner: debrief.nominations?.winner,
    });
    expect(first.winner.length).toBeGreaterThan(0);
    expect(first.ecology.slice(1)).toEqual(debrief.rounds.map((r) => r.ecology));
    expect(first.whatIf?.winner.map((w) => w.country)).toEqual(whatIf.winner);
    const standards = first.standings.map((s) => s.averageStandard);
    expect(standards).toEqual([...standards].sort((a, b) => b - a));
    const last = debrief.rounds.at(-1)!;
    expect(first.standings.map((s) => [s.country, s.averageStandard])).toEqual(
      expect.arrayContaining(
        played.countries.map((c) => [c.id, last.countries[String(c.id)]!.averageStandard]),
      ),
    );

    // The calm world runs: where it stands, no winner yet, no what-if.
    expect(second).toMatchObject({
      round: 2,
      over: false,
      firstBomb: null,
      bombs: 0,
      sanctions: 0,
      transfers: 0,
      winner: [],
      whatIf: null,
    });
    expect(second.ecology).toHaveLength(2);
    expect(second.ecology[0]).toBe(first.ecology[0]);

    // Across worlds, only the world that is over awards: its aggressor, named with its world.
    const world = { gameId: bombed, title: 'Camp · Север' };
    expect(answer.nominations.winner).toEqual(first.winner.map((n) => ({ ...n, world })));
    expect(answer.nominations.aggressor).toEqual(
      debrief.nominations?.aggressor.map((n) => ({ ...n, world })),
    );
  });

  it('follows its worlds as they are played, and awards across the worlds once both are over', async () => {
    const { client: host } = await newHost(t);
    const { event, calm } = await twoWorlds(host);
    expect((await read(host, event.id)).worlds[1]!.round).toBe(2);
    await playOut(host, calm);
    const answer = await read(host, event.id);
    const calmWorld = answer.worlds[1]!;
    expect(calmWorld).toMatchObject({ over: true, bombs: 0 });
    expect(calmWorld.whatIf?.winner).toEqual(calmWorld.winner);
    // The event's winner is the best winner of either world; nobody bombed in the calm one.
    const best = Math.max(...answer.worlds.flatMap((w) => w.winner.map((n) => n.value)));
    expect(answer.nominations.winner.length).toBeGreaterThan(0);
    for (const n of answer.nominations.winner) expect(n.value).toBe(best);
    expect(answer.nominations.aggressor.map((n) => n.world.gameId)).toEqual(
      answer.nominations.aggressor.map(() => event.games[0]),
    );
  });

  it('lets in whoever may read the dashboard; a world’s own co-host gets that world only', async () => {
    const owner = await newHost(t);
    const cohost = await newHost(t);
    const helper = await newHost(t);
    const stranger = await newHost(t);
    const event = await makeEvent(owner.client, { worlds: 2 });
    await owner.client.post(paths.hostEventsCohostsAdd, { eventId: event.id, email: cohost.email });
    await owner.client.post(paths.hostGamesCohostsAdd, {
      gameId: event.games[1],
      email: helper.email,
    });
    expect((await read(cohost.client, event.id)).worlds).toHaveLength(2);
    expect((await read(await t.admin(), event.id)).worlds).toHaveLength(2);
    const own = await read(helper.client, event.id);
    expect(own.worlds.map((w) => w.gameId)).toEqual([event.games[1]]);
    const sheet = (
      await readWorkbook((await exported(helper.client, event.id)).rawPayload)
    ).getWorksheet(ADMIN_LABELS['event_report.sheet_worlds'].ru)!;
    expect(sheet.rowCount).toBe(2);

    for (const call of [report, exported]) {
      expect((await call(stranger.client, event.id)).statusCode).toBe(403);
      expect((await call(owner.client, 999_999)).statusCode).toBe(404);
      expect((await call(await t.client().csrf(), event.id)).statusCode).toBe(401);
    }
    const bad = await exported(owner.client, event.id, 'csv');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors)).toEqual(['format']);
  });

  it('exports the worlds as an xlsx, in the admin’s language', async () => {
    const { client: host } = await newHost(t);
    const { event } = await twoWorlds(host);
    const answer = await read(host, event.id);
    const res = await exported(host, event.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="orbis-event-${event.id}.xlsx"`,
    );
    const book = await readWorkbook(res.rawPayload);
    const label = (key: keyof typeof ADMIN_LABELS) => ADMIN_LABELS[key].ru;
    const worlds = book.getWorksheet(label('event_report.sheet_worlds'))!;
    expect(worlds.getRow(1).getCell(1).value).toBe(label('event_report.world'));
    const [first, second] = answer.worlds as [EventReport['worlds'][0], EventReport['worlds'][0]];
    expect(worlds.getRow(2).values).toEqual([
      undefined,
      'Camp · Север',
      first.round,
      true,
      false,
      first.ecology.at(-1),
      first.winner.map((n) => n.name).join(', '),
      3,
      2,
      1,
      1,
      0,
      0,
      first.whatIf?.winner.map((n) => n.name).join(', '),
    ]);
    // A world still running has no winner, no first bomb and no what-if yet: empty cells.
    expect(worlds.getRow(3).getCell(6).value).toBeNull();
    expect(worlds.getRow(3).getCell(7).value).toBeNull();
    expect(worlds.getRow(3).getCell(13).value).toBeNull();

    const ecology = book.getWorksheet(label('event_report.sheet_ecology'))!;
    expect(ecology.getRow(1).values).toEqual([
      undefined,
      label('event_report.round_from_start'),
      'Camp · Север',
      'Camp · Юг',
    ]);
    expect(ecology.getRow(2).values).toEqual([undefined, 0, first.ecology[0], second.ecology[0]]);
    expect(ecology.rowCount).toBe(1 + first.ecology.length);

    const standings = book.getWorksheet(label('event_report.sheet_standings'))!;
    expect(standings.getRow(2).values).toEqual([
      undefined,
      'Camp · Север',
      1,
      first.standings[0]!.name,
      first.standings[0]!.averageStandard,
    ]);

    const nominations = book.getWorksheet(label('export.sheet_nominations'))!;
    expect(nominations.getRow(2).values).toEqual([
      undefined,
      label('report.nomination.winner'),
      'Camp · Север',
      answer.nominations.winner[0]!.name,
      answer.nominations.winner[0]!.value,
    ]);
  });
});
