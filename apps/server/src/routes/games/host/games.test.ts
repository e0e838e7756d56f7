import { paths, type GameControl, type TeamCountry } from '@orbis/contracts';
import type { Variables } from '@orbis/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LABELS } from '../../../labels.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import type { TestClient } from '../../../test/client.js';
import { TEST_DIALECTS } from '../../../test/databases.js';
import {
  catalog,
  control,
  createGame,
  endRound,
  joinTeam,
  richPreset,
  signedInHost,
  startRound,
  submit,
  teamState,
} from '../../../test/games.js';
import { LAPTOP } from '../../../test/network-interfaces.js';

const one = (n: number) => Math.round(n * 10) / 10;

describe.each(TEST_DIALECTS)('host games (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    t.app.networkInterfaces = () => LAPTOP;
  });
  afterAll(() => t.close());

  it('creates a game pinned at creation, round 1 stopped, with access codes', async () => {
    const host = await signedInHost(t);
    const game = await createGame(t, { host, mods: ['ufo', 'negotiation'], title: 'Пятница' });
    const screen = await control(host, game.id);
    expect(screen.game).toMatchObject({
      id: game.id,
      title: 'Пятница',
      language: { code: 'ru', name: 'Русский' },
      preset: null,
      mods: ['ufo', 'negotiation'],
      round: 1,
      stopped: true,
      over: false,
      collapsed: false,
      // Asked at localhost: the machine's network address (access-link.test.ts).
      access_link: `http://192.168.43.17:80/game/${game.id}`,
    });
    expect(screen.teams).toHaveLength(3);
    for (const team of screen.teams) {
      expect(team.access_code).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
      expect(team.country.cities.length).toBeGreaterThan(0);
      expect(team.country.ufo?.keys.map((k) => k.has)).toEqual([false, false, false]);
      expect(team.orders).toEqual([]);
    }
    expect(new Set(screen.teams.map((x) => x.access_code)).size).toBe(3);
    expect(screen.info.orders).toEqual({
      accepted: [],
      notAccepted: screen.teams.map((x) => x.country.name),
    });

    // Catalog edits after creation do not reach the game.
    const admin = await t.admin();
    const presetId = screen.teams[0]?.country.preset ?? 0;
    const preset = (await admin.get(`${paths.countryPresetsGet}?id=${presetId}`)).json();
    const renamed = await admin.post(paths.countryPresetsUpdate, {
      countryPreset: { ...preset.countryPreset, name: 'Renamed' },
      cityPresets: preset.cityPresets.map((c: { economy: number }) => ({ ...c, economy: 1 })),
    });
    expect(renamed.statusCode).toBe(204);
    expect((await control(host, game.id)).teams).toEqual(screen.teams);

    const list = (await host.get(paths.hostGamesList)).json();
    expect(list).toEqual([
      {
        id: game.id,
        title: 'Пятница',
        language: screen.game.language,
        created_at: screen.game.created_at,
        round: 1,
        stopped: true,
        over: false,
        role: 'owner',
        event: null,
      },
    ]);
  });

  it('builds the access link from PUBLIC_URL, else from the address the browser used', async () => {
    const host = await signedInHost(t);
    const game = await createGame(t, { host });
    const res = await host.post(
      paths.hostGamesControl,
      { gameId: game.id },
      { headers: { host: '192.168.1.20:8080' } },
    );
    expect(res.json().game.access_link).toBe(`http://192.168.1.20:8080/game/${game.id}`);

    const other = await startTestApp(dialect, { PUBLIC_URL: 'http://play.example.org:8080/' });
    try {
      const otherHost = await signedInHost(other);
      const g = await createGame(other, { host: otherHost });
      expect((await control(otherHost, g.id)).game.access_link).toBe(
        `http://play.example.org:8080/game/${g.id}`,
      );
    } finally {
      await other.close();
    }
  });

  it('pins a variables preset and names it', async () => {
    const admin = await t.admin();
    const vars = (await admin.get(paths.variables)).json<{ id: number; key: string }[]>();
    const budget = vars.find((v) => v.key === 'start_budget');
    const res = await admin.post(paths.variablesPresetsAdd, {
      variablesPreset: { name: 'Rich', values: { [String(budget?.id)]: '5000' } },
    });
    const presetId = res.json().id;
    const host = await signedInHost(t);
    const game = await createGame(t, { host, preset: presetId });
    const screen = await control(host, game.id);
    expect(screen.game.preset).toEqual({ id: presetId, name: 'Rich' });
    expect(screen.teams.every((x) => x.country.budget === 5000)).toBe(true);
    // A later edit of the preset does not change the running game.
    await admin.post(paths.variablesPresetsUpdate, {
      variablesPreset: { id: presetId, name: 'Rich', values: { [String(budget?.id)]: '10' } },
    });
    const team = await joinTeam(t, game.id, screen.teams[0] as GameControl['teams'][number]);
    const { prices } = await teamState(team, game.id);
    expect(prices.start_budget).toBe(5000);
    // The control screen has the same pinned prices (the handouts print them), edit or not.
    expect((await control(host, game.id)).prices).toEqual(prices);
  });

  it('validates a new game field by field', async () => {
    const host = await signedInHost(t);
    const { language, countries } = await catalog(host);
    const add = (body: object) => host.post(paths.hostGamesAdd, body);
    const valid = { game: { title: 'G', preset: null, language }, teams: countries.slice(0, 2) };
    const errors = async (body: object) => {
      const res = await add(body);
      expect(res.statusCode).toBe(422);
      return res.json().errors;
    };
    expect(Object.keys(await errors({ ...valid, teams: [] }))).toEqual(['teams']);
    expect(Object.keys(await errors({ ...valid, teams: countries.slice(0, 10) }))).toEqual([
      'teams',
    ]);
    expect(await errors({ ...valid, teams: [countries[0], countries[0]] })).toEqual({
      'teams.1': [ADMIN_LABELS['games.duplicate_team'].ru],
    });
    expect(await errors({ ...valid, teams: [countries[0], 999999] })).toEqual({
      'teams.1': [ADMIN_LABELS['games.country_unavailable'].ru],
    });
    expect(await errors({ ...valid, game: { title: '', preset: 999999, language } })).toEqual({
      'game.title': [ADMIN_LABELS['validation.required'].ru],
    });
    expect(await errors({ ...valid, game: { title: 'G', preset: 999999, language } })).toEqual({
      'game.preset': [ADMIN_LABELS['games.unknown_preset'].ru],
    });
    expect(
      await errors({ ...valid, game: { title: 'G', preset: null, language: 999999 } }),
    ).toEqual({ 'game.language': [ADMIN_LABELS['validation.unknown_language'].ru] });
    expect(Object.keys(await errors({ ...valid, mods: ['ufo', 'chess'] }))).toEqual(['mods.1']);

    // A country without a name in the game's language cannot play in it.
    const admin = await t.admin();
    const fresh = (await admin.post(paths.countryPresetsAdd, { name: 'Atlantis' })).json().id;
    expect(await errors({ ...valid, teams: [countries[0], fresh] })).toEqual({
      'teams.1': [ADMIN_LABELS['games.country_unavailable'].ru],
    });

    // Only hosts create games.
    expect((await admin.post(paths.hostGamesAdd, valid)).statusCode).toBe(403);
    expect((await add({ ...valid, mods: [] })).statusCode).toBe(201);
  });

  it('serves the system messages in the game’s language, publicly', async () => {
    const game = await createGame(t, { language: 'en' });
    const anyone = await t.client().csrf();
    const res = await anyone.post(paths.gameLangMessagesValues, { gameId: game.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()['log.round_end']).toBe('Round {{value}} ended');
    const ru = await createGame(t);
    const values = (await anyone.post(paths.gameLangMessagesValues, { gameId: ru.id })).json();
    expect(values['log.round_end']).toBe('Раунд {{value}} окончен');
    expect(Object.keys(values).length).toBe(Object.keys(res.json()).length);
    expect((await anyone.post(paths.gameLangMessagesValues, { gameId: 999999 })).statusCode).toBe(
      404,
    );
  });

  it('plays a game: orders, end round, undo, credit, a negotiation, on to round 7', async () => {
    const host = await signedInHost(t);
    const preset = await richPreset(t);
    const game = await createGame(t, { host, mods: ['ufo', 'negotiation'], preset });
    const [a, b, c] = game.teams as [
      GameControl['teams'][number],
      GameControl['teams'][number],
      GameControl['teams'][number],
    ];
    const [ta, tb, tc] = [
      await joinTeam(t, game.id, a),
      await joinTeam(t, game.id, b),
      await joinTeam(t, game.id, c),
    ];
    // The game's pinned variables: every number below follows from them.
    const v = (await teamState(ta, game.id)).prices as unknown as Variables;

    expect(
      (await host.post(paths.hostGamesStartRound, { gameId: game.id, round: 2 })).statusCode,
    ).toBe(409);
    expect(
      (await host.post(paths.hostGamesStartRound, { gameId: game.id, round: 1 })).json(),
    ).toEqual({ round: 1, stopped: false });
    expect(
      (await host.post(paths.hostGamesStartRound, { gameId: game.id, round: 1 })).statusCode,
    ).toBe(409);

    const city = (team: typeof a, i: number) => team.country.cities[i]?.id ?? 0;
    const ordersA = [{ type: 'develop' as const, city: city(a, 0) }, { type: 'ecology' as const }];
    const ordersB = [
      { type: 'develop' as const, city: city(b, 0) },
      { type: 'technology' as const },
    ];
    const ordersC = [
      { type: 'sanction' as const, country: b.country.id },
      { type: 'transfer' as const, country: a.country.id, amount: 100 },
      { type: 'develop' as const, city: city(c, 1) },
    ];
    expect(await submit(ta, game.id, 1, ordersA)).toBe(v.develop_cost + v.ecology_cost);
    expect(await submit(tb, game.id, 1, ordersB)).toBe(v.develop_cost + v.technology_cost);
    expect(await submit(tc, game.id, 1, ordersC)).toBe(100 + v.develop_cost);

    const running = await control(host, game.id);
    expect(running.info.orders).toEqual({
      accepted: [a.country.name, b.country.name, c.country.name],
      notAccepted: [],
    });
    const shown = running.teams.find((x) => x.country.id === c.country.id)?.orders;
    expect(shown).toEqual([
      { type: 'sanction', value: b.country.name, order: ordersC[0] },
      { type: 'transfer', value: `${a.country.name}: $100`, order: ordersC[1] },
      { type: 'develop', value: c.country.cities[1]?.name, order: ordersC[2] },
    ]);
    // A team sees its own set, not the others'.
    expect((await teamState(tc, game.id)).orders).toEqual({
      round: 1,
      orders: ordersC,
      cost: 100 + v.develop_cost,
    });

    expect(await endRound(host, game.id, 1)).toEqual({ round: 2, stopped: true, over: false });
    const after = await control(host, game.id);

    // The rulebook's numbers, from the game's pinned variables.
    const ecology = Math.min(
      100,
      Math.max(0, v.start_ecology + v.ecology_boost - v.technology_ecology + v.ecology_drift),
    );
    const grown = (d: number) =>
      d >= v.development_cap ? d : Math.min(v.development_cap, d + v.develop_boost);
    const developments = (team: typeof a, developed: number[]) =>
      team.country.cities.map((x, i) => (developed.includes(i) ? grown(x.economy) : x.economy));
    const income = (devs: number[], sanctions: number) =>
      Math.round(
        (v.income_coefficient *
          devs.reduce((sum, d) => sum + d * ecology, 0) *
          Math.max(0, 100 - v.sanction_penalty * sanctions)) /
          10000,
      );
    const expectCountry = (
      team: typeof a,
      developed: number[],
      spent: number,
      received: number,
      sanctions: number,
    ): Partial<TeamCountry> => {
      const devs = developments(team, developed);
      return {
        budget: v.start_budget - spent + received + income(devs, sanctions),
        income: income(devs, sanctions),
        averageStandard: one((devs.reduce((s, d) => s + d, 0) * ecology) / (100 * devs.length)),
      };
    };
    const countryOf = (screen: GameControl, team: typeof a) =>
      screen.teams.find((x) => x.country.id === team.country.id)?.country as TeamCountry;
    expect(after.game).toMatchObject({
      round: 2,
      stopped: true,
      over: false,
      ecology: one(ecology),
    });
    expect(countryOf(after, a)).toMatchObject(
      expectCountry(a, [0], v.develop_cost + v.ecology_cost, 100, 0),
    );
    expect(countryOf(after, b)).toMatchObject({
      ...expectCountry(b, [0], v.develop_cost + v.technology_cost, 0, 1),
      has_technology: true,
      sanctionsFrom: [c.country.id],
    });
    expect(countryOf(after, c)).toMatchObject({
      ...expectCountry(c, [1], v.develop_cost + 100, 0, 0),
      sanctionsTo: [b.country.id],
    });
    expect(countryOf(after, a).cities.map((x) => x.economy)).toEqual(developments(a, [0]));
    expect(after.info.orders.accepted).toEqual([]);
    const roundLog = after.log['1'] ?? [];
    expect(roundLog.map((x) => x.type)).toContain('log.technology');
    expect(roundLog.at(-1)).toEqual({
      type: 'log.round_end',
      langCountry: '',
      langValue: '1',
      text: 'Раунд 1 окончен',
    });
    // A team reads only its own and the public entries: B's new nuclear programme is public,
    // what B and C paid is not.
    const logA = (await teamState(ta, game.id)).log['1'] ?? [];
    expect(logA.map((x) => x.type)).toContain('log.technology');
    expect(logA.map((x) => x.type)).toContain('log.ecology_investment');
    const spenders = logA.filter((x) => x.type === 'log.spend').map((x) => x.langCountry);
    expect(spenders).toEqual([a.country.name]);

    // Undo: round 1 runs again with the same orders; ending it again gives the same result.
    expect(
      (await host.post(paths.hostGamesUndoRound, { gameId: game.id, round: 1 })).json(),
    ).toEqual({ round: 1, stopped: false });
    const undone = await control(host, game.id);
    expect(undone.game).toMatchObject({ round: 1, stopped: false, ecology: running.game.ecology });
    expect(undone.teams).toEqual(running.teams);
    expect(undone.log['1']).toBeUndefined();
    expect(
      (await host.post(paths.hostGamesUndoRound, { gameId: game.id, round: 1 })).statusCode,
    ).toBe(409);
    await endRound(host, game.id, 1);
    expect((await control(host, game.id)).teams).toEqual(after.teams);

    // A credit raises a budget at once; the round can no longer be undone.
    const budget = countryOf(after, a).budget;
    const credited = await host.post(paths.gameCredit, {
      gameId: game.id,
      countryTo: a.country.id,
      amount: 250,
    });
    expect(credited.json()).toEqual({ budget: budget + 250 });
    expect(countryOf(await control(host, game.id), a).budget).toBe(budget + 250);
    expect((await teamState(ta, game.id)).me.budget).toBe(budget + 250);
    const undo = await host.post(paths.hostGamesUndoRound, { gameId: game.id, round: 1 });
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toBe(ADMIN_LABELS['games.undo_unavailable'].ru);
    for (const amount of [0, 1.5, 1_000_001, '5']) {
      const bad = await host.post(paths.gameCredit, {
        gameId: game.id,
        countryTo: a.country.id,
        amount,
      });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['amount']);
    }
    const stranger = await host.post(paths.gameCredit, {
      gameId: game.id,
      countryTo: 999999,
      amount: 5,
    });
    expect(stranger.json().errors).toEqual({ countryTo: [ADMIN_LABELS['games.unknown_team'].ru] });

    // A negotiation: request -> accept -> start -> done -> finish.
    const negotiationAB = async () =>
      countryOf(await control(host, game.id), a).negotiations[String(b.country.id)];
    const post = (client: TestClient, path: string, body: object) =>
      client.post(path, { gameId: game.id, ...body });
    expect(
      (await post(ta, paths.negotiationsRequest, { countryTo: b.country.id })).statusCode,
    ).toBe(204);
    expect(await negotiationAB()).toEqual({
      status: 'sent',
      name: b.country.name,
      from: a.country.id,
    });
    const early = await post(host, paths.hostGamesStartNegotiation, {
      countryFrom: a.country.id,
      countryTo: b.country.id,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      code: 'wrong_status',
      message: 'Переговоры сейчас в другом состоянии',
    });
    // Only the requested country answers.
    expect(
      (await post(tc, paths.negotiationsAccept, { countryFrom: a.country.id })).statusCode,
    ).toBe(409);
    expect(
      (await post(tb, paths.negotiationsAccept, { countryFrom: a.country.id })).statusCode,
    ).toBe(204);
    expect((await negotiationAB())?.status).toBe('accepted');
    expect(
      (
        await post(host, paths.hostGamesStartNegotiation, {
          countryFrom: b.country.id,
          countryTo: a.country.id,
        })
      ).statusCode,
    ).toBe(204);
    expect((await negotiationAB())?.status).toBe('ongoing');
    expect((await post(ta, paths.negotiationsDone, { countryWith: b.country.id })).statusCode).toBe(
      204,
    );
    expect((await negotiationAB())?.status).toBe('done');
    expect(
      (
        await post(host, paths.hostGamesFinishNegotiation, {
          countryFrom: a.country.id,
          countryTo: b.country.id,
        })
      ).statusCode,
    ).toBe(204);
    expect((await negotiationAB())?.status).toBe('finished');
    expect((await teamState(tb, game.id)).me.negotiations[String(a.country.id)]?.status).toBe(
      'finished',
    );
    expect((await teamState(tc, game.id)).me.negotiations).toEqual({});
    const negotiationLog = ((await control(host, game.id)).log['2'] ?? []).map((x) => x.type);
    expect(negotiationLog).toEqual([
      'log.credit',
      'log.negotiation_requested',
      'log.negotiation_accepted',
      'log.negotiation_started',
      'log.negotiation_done',
      'log.negotiation_finished',
    ]);

    // Play on to the end.
    for (let round = 2; round <= v.rounds; round++) {
      await startRound(host, game.id, round);
      await submit(ta, game.id, round, [{ type: 'develop', city: city(a, round % 4) }]);
      const ended = await endRound(host, game.id, round);
      expect(ended).toEqual({ round: round + 1, stopped: true, over: round === v.rounds });
    }
    const final = await control(host, game.id);
    expect(final.game).toMatchObject({ round: v.rounds + 1, stopped: true, over: true });
    expect(final.log[String(v.rounds)]?.at(-1)?.type).toBe('log.game_over');
    const again = await host.post(paths.hostGamesStartRound, {
      gameId: game.id,
      round: v.rounds + 1,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ADMIN_LABELS['games.game_over'].ru);
    expect(
      (await host.post(paths.hostGamesRound, { gameId: game.id, round: v.rounds + 1 })).statusCode,
    ).toBe(409);
    const late = await ta.post(paths.gameOrders, {
      gameId: game.id,
      round: v.rounds + 1,
      orders: [],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Игра окончена');
    expect((await host.get(paths.hostGamesList)).json()[0]).toMatchObject({
      id: game.id,
      round: v.rounds + 1,
      stopped: true,
      over: true,
    });
    // The last round can still be undone while nothing changed since.
    expect(
      (await host.post(paths.hostGamesUndoRound, { gameId: game.id, round: v.rounds })).json(),
    ).toEqual({ round: v.rounds, stopped: false });
  });

  it('lets an admin open and control any game, and deletes games with everything in them', async () => {
    const game = await createGame(t);
    const admin = await t.admin();
    expect((await control(admin, game.id)).game.id).toBe(game.id);
    await startRound(admin, game.id, 1);
    expect(
      (await admin.get(paths.hostGamesList)).json().map((g: { id: number }) => g.id),
    ).toContain(game.id);
    expect((await game.host.post(paths.hostGamesDelete, { id: game.id })).statusCode).toBe(204);
    expect((await game.host.post(paths.hostGamesControl, { gameId: game.id })).statusCode).toBe(
      404,
    );
    const left = await t.database.db
      .selectFrom('game_teams')
      .select('id')
      .where('game_id', '=', game.id)
      .execute();
    expect(left).toEqual([]);
  });
});
