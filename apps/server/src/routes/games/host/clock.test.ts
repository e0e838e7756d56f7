import {
  paths,
  type Clock,
  type GameControl,
  type GameStats,
  type PlayerState,
} from '@orbis/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_LABELS } from '../../../labels.js';
import type { GameEvent } from '../../../modules/games/write/events.js';
import { checkReplay } from '../../../modules/games/write/replay.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import type { TestClient } from '../../../test/client.js';
import { TEST_DIALECTS } from '../../../test/databases.js';
import {
  catalog,
  control,
  createGame,
  endRound,
  joinTeam,
  signedInHost,
  startRound,
  submit,
  teamState,
  type TestGame,
} from '../../../test/games.js';

type Team = GameControl['teams'][number];

const T0 = Date.parse('2030-05-01T18:00:00.000Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();
const SETTINGS = { talks: 600, orders: 300, lock: true };

describe.each(TEST_DIALECTS)('the round clock (%s)', (dialect) => {
  let t: TestApp;
  let clock = T0;
  /** Moves the app's time to `seconds` after T0. */
  const setTime = (seconds: number) => {
    clock = T0 + seconds * 1000;
  };

  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  beforeEach(() => {
    setTime(0);
    t.app.now = () => clock;
  });
  afterAll(() => t.close());

  /** A host's clock action on `game`: the answer. */
  const act = (caller: TestClient, game: TestGame, body: object, round = 1) =>
    caller.post(paths.hostGamesClock, { gameId: game.id, round, ...body });

  /** The clock a successful action answers. */
  async function acted(game: TestGame, body: object, round = 1): Promise<Clock> {
    const res = await act(game.host, game, body, round);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ clock: Clock }>().clock;
  }

  const stats = async (game: TestGame) =>
    (await t.client().csrf()).post(paths.hostGamesStats, { gameId: game.id });

  /** The clock as control, a team's state and stats show it, which must agree. */
  async function clocks(game: TestGame, team: TestClient): Promise<Clock | null> {
    const fromControl = (await control(game.host, game.id)).game.clock;
    const fromState = (await teamState(team, game.id)).game.clock;
    const fromStats = (await stats(game)).json<GameStats>().game.clock;
    expect(fromState).toEqual(fromControl);
    expect(fromStats).toEqual(fromControl);
    return fromControl;
  }

  async function clockGame(settings = SETTINGS) {
    const game = await createGame(t, { clock: settings });
    const team = await joinTeam(t, game.id, game.teams[0] as Team);
    return { game, team };
  }

  it('stores the settings; a game without a clock has none', async () => {
    const plain = await createGame(t);
    const plainTeam = await joinTeam(t, plain.id, plain.teams[0] as Team);
    expect(await clocks(plain, plainTeam)).toBeNull();

    const { game, team } = await clockGame();
    expect(await clocks(game, team)).toEqual({
      ...SETTINGS,
      phase: 'waiting',
      paused: false,
      endsAt: null,
      left: 0,
      serverNow: at(0),
    });
  });

  it('validates the settings field by field', async () => {
    const host = await signedInHost(t);
    const { language, countries } = await catalog(host);
    const add = (clock: unknown) =>
      host.post(paths.hostGamesAdd, {
        game: { title: 'G', preset: null, language, clock },
        teams: countries.slice(0, 2),
      });
    const errors = async (clock: unknown) => {
      const res = await add(clock);
      expect(res.statusCode).toBe(422);
      return res.json<{ errors: Record<string, string[]> }>().errors;
    };
    expect(await errors({ talks: -1, orders: 4, lock: true })).toEqual({
      'game.clock.talks': [ADMIN_LABELS['validation.min_number'].ru.replace('{{min}}', '0')],
      'game.clock.orders': [ADMIN_LABELS['validation.min_number'].ru.replace('{{min}}', '5')],
    });
    expect(Object.keys(await errors({ talks: 7201, orders: 7201, lock: 'yes' }))).toEqual([
      'game.clock.talks',
      'game.clock.orders',
      'game.clock.lock',
    ]);
    expect(Object.keys(await errors({ talks: 1.5, orders: 60 }))).toEqual([
      'game.clock.talks',
      'game.clock.lock',
    ]);
    for (const clock of [null, { talks: 0, orders: 5, lock: false }])
      expect((await add(clock)).statusCode).toBe(201);
  });

  it('runs talks, orders and closed by the time alone, the same on every screen', async () => {
    const { game, team } = await clockGame();
    await startRound(game.host, game.id, 1);
    const running = { ...SETTINGS, paused: false };
    setTime(1.2);
    expect(await clocks(game, team)).toEqual({
      ...running,
      phase: 'talks',
      endsAt: at(600),
      left: 599,
      serverNow: at(1.2),
    });
    // The kept answers stay kept (the version has not moved), with the clock of the moment.
    setTime(650);
    expect(await clocks(game, team)).toEqual({
      ...running,
      phase: 'orders',
      endsAt: at(900),
      left: 250,
      serverNow: at(650),
    });
    setTime(900);
    expect(await clocks(game, team)).toEqual({
      ...running,
      phase: 'closed',
      endsAt: null,
      left: 0,
      serverNow: at(900),
    });
    await endRound(game.host, game.id, 1);
    expect(await clocks(game, team)).toMatchObject({ phase: 'waiting', left: 0 });
    // Round 2 starts its talks afresh.
    setTime(2000);
    await startRound(game.host, game.id, 2);
    expect(await clocks(game, team)).toMatchObject({ phase: 'talks', endsAt: at(2600) });
  });

  it('pauses, resumes, moves on and extends, each announced on the game channel', async () => {
    const { game, team } = await clockGame();
    const heard: GameEvent[] = [];
    const off = t.app.gameEvents.onAny((event) => heard.push(event));
    try {
      await startRound(game.host, game.id, 1);
      setTime(100);
      const paused = await acted(game, { action: 'pause' });
      expect(paused).toMatchObject({ phase: 'talks', paused: true, endsAt: null, left: 500 });
      setTime(5000);
      expect(await clocks(game, team)).toEqual({ ...paused, serverNow: at(5000) });
      expect(await acted(game, { action: 'resume' })).toMatchObject({
        phase: 'talks',
        paused: false,
        endsAt: at(5500),
        left: 500,
      });
      setTime(5010);
      expect(await acted(game, { action: 'extend', seconds: 60 })).toMatchObject({
        phase: 'talks',
        endsAt: at(5560),
        left: 550,
      });
      expect(await acted(game, { action: 'next' })).toMatchObject({
        phase: 'orders',
        endsAt: at(5310),
        left: 300,
      });
      expect(await acted(game, { action: 'next' })).toMatchObject({ phase: 'closed', left: 0 });
      const clockEvents = heard.filter(
        (e) => e.name === 'clock-changed' && e.payload.gameId === game.id,
      );
      expect(clockEvents).toHaveLength(5);
      const seqs = clockEvents.map((e) => e.payload.seq);
      expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
      expect(clockEvents.at(-1)?.payload).toEqual({
        gameId: game.id,
        round: 1,
        seq: expect.any(Number),
      });
    } finally {
      off();
    }
    // Every clock action is journaled with its time: the replay gives the same state.
    const replay = await checkReplay(t.database.db, game.id);
    expect(replay.problems).toEqual([]);
  });

  it('refuses actions that do not fit the moment with 409, in the admin language', async () => {
    const { game } = await clockGame();
    const refused = async (body: object, key: keyof typeof ADMIN_LABELS, round = 1) => {
      const res = await act(game.host, game, body, round);
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toBe(ADMIN_LABELS[key].ru);
      return res.json<{ code: string }>().code;
    };
    expect(await refused({ action: 'pause' }, 'games.round_not_running')).toBe('round_not_running');
    await startRound(game.host, game.id, 1);
    expect(await refused({ action: 'pause' }, 'games.stale_round', 2)).toBe('stale_round');
    expect(await refused({ action: 'resume' }, 'games.clock_not_paused')).toBe('not_paused');
    await acted(game, { action: 'pause' });
    expect(await refused({ action: 'pause' }, 'games.clock_already_paused')).toBe('already_paused');
    await acted(game, { action: 'resume' });
    setTime(900);
    expect(await refused({ action: 'next' }, 'games.clock_time_up')).toBe('time_up');

    const plain = await createGame(t);
    await startRound(plain.host, plain.id, 1);
    const res = await act(plain.host, plain, { action: 'pause' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ADMIN_LABELS['games.no_clock'].ru, code: 'no_clock' });
  });

  it('refuses bad input with 422', async () => {
    const { game } = await clockGame();
    await startRound(game.host, game.id, 1);
    const fields = async (body: object) => {
      const res = await act(game.host, game, body);
      expect(res.statusCode).toBe(422);
      return Object.keys(res.json<{ errors: Record<string, string[]> }>().errors);
    };
    expect(await fields({ action: 'stop' })).toEqual(['action']);
    expect(await fields({ action: 'extend' })).toEqual(['seconds']);
    for (const seconds of [0, 3601, 2.5, '60'])
      expect(await fields({ action: 'extend', seconds })).toEqual(['seconds']);
    expect(await fields({ action: 'pause', round: 0 })).toEqual(['round']);
  });

  it('lets the game’s host and an admin act; nobody else', async () => {
    const { game, team } = await clockGame();
    await startRound(game.host, game.id, 1);
    const admin = await t.admin();
    expect((await act(admin, game, { action: 'pause' })).statusCode).toBe(200);
    expect((await act(game.host, game, { action: 'resume' })).statusCode).toBe(200);
    expect((await act(await signedInHost(t), game, { action: 'pause' })).statusCode).toBe(403);
    expect((await act(await t.client().csrf(), game, { action: 'pause' })).statusCode).toBe(401);
    expect((await act(team, game, { action: 'pause' })).statusCode).toBe(401);
    expect((await act(game.host, { ...game, id: 999999 }, { action: 'pause' })).statusCode).toBe(
      404,
    );
    expect((await clocks(game, team))?.paused).toBe(false);
  });

  it('locks order sets once the orders time is over; extending reopens them', async () => {
    const { game, team } = await clockGame();
    const city = (game.teams[0] as Team).country.cities[0]?.id ?? 0;
    const orders = [{ type: 'develop' as const, city }];
    await startRound(game.host, game.id, 1);
    setTime(899);
    await submit(team, game.id, 1, orders);
    setTime(900);
    const res = await team.post(paths.gameOrders, { gameId: game.id, round: 1, orders });
    expect(res.statusCode).toBe(409);
    const messages = (await t.client().csrf()).post(paths.gameLangMessagesValues, {
      gameId: game.id,
    });
    const texts = (await messages).json<Record<string, string>>();
    expect(res.json()).toEqual({ message: texts['clock.time_up'], code: 'time_up' });
    expect(texts['clock.time_up']).toBe('Время вышло: приказы больше не принимаются.');
    // The host adds a minute: the orders phase reopens.
    expect(await acted(game, { action: 'extend', seconds: 60 })).toMatchObject({
      phase: 'orders',
      left: 60,
    });
    await submit(team, game.id, 1, orders);
    // The host may end the round in any phase.
    setTime(5000);
    await endRound(game.host, game.id, 1);

    // Without the lock, a late set is taken: the clock is only shown.
    const open = await clockGame({ ...SETTINGS, lock: false });
    await startRound(open.game.host, open.game.id, 1);
    setTime(9000);
    const openCity = (open.game.teams[0] as Team).country.cities[0]?.id ?? 0;
    await submit(open.team, open.game.id, 1, [{ type: 'develop', city: openCity }]);
  });

  it('undoing a round puts its clock back as it was when the round ended', async () => {
    const { game, team } = await clockGame();
    await startRound(game.host, game.id, 1);
    setTime(100);
    await acted(game, { action: 'pause' });
    await endRound(game.host, game.id, 1);
    setTime(200);
    const undo = await game.host.post(paths.hostGamesUndoRound, { gameId: game.id, round: 1 });
    expect(undo.statusCode).toBe(200);
    expect(await clocks(game, team)).toMatchObject({ phase: 'talks', paused: true, left: 500 });
    // Running, it goes on with the time it had when the round ended, however long the undo took.
    setTime(300);
    await acted(game, { action: 'resume' });
    await endRound(game.host, game.id, 1);
    setTime(370);
    await game.host.post(paths.hostGamesUndoRound, { gameId: game.id, round: 1 });
    expect(await clocks(game, team)).toMatchObject({
      phase: 'talks',
      paused: false,
      endsAt: at(870),
      left: 500,
    });
    // Ended in the orders phase, it comes back in the orders phase with the time it had left.
    setTime(900);
    await endRound(game.host, game.id, 1);
    setTime(2000);
    await game.host.post(paths.hostGamesUndoRound, { gameId: game.id, round: 1 });
    expect(await clocks(game, team)).toMatchObject({
      phase: 'orders',
      paused: false,
      endsAt: at(2270),
      left: 270,
    });
    expect((await checkReplay(t.database.db, game.id)).problems).toEqual([]);
  });

  it('keeps a team’s state answer per version, with the clock of each request', async () => {
    const { game, team } = await clockGame();
    await startRound(game.host, game.id, 1);
    const first = await team.get(`${paths.gameState}?gameId=${game.id}`);
    setTime(30);
    const second = await team.get(`${paths.gameState}?gameId=${game.id}`);
    const [a, b] = [first.json<PlayerState>(), second.json<PlayerState>()];
    expect(a.game.clock?.left).toBe(600);
    expect(b.game.clock?.left).toBe(570);
    // Apart from the clock, the very same answer.
    expect({ ...b, game: { ...b.game, clock: null } }).toEqual({
      ...a,
      game: { ...a.game, clock: null },
    });
  });
});
