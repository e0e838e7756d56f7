import { paths, type GameControl, type Order } from '@orbis/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import type { TestClient } from '../../../test/client.js';
import { TEST_DIALECTS } from '../../../test/databases.js';
import {
  control,
  createGame,
  endRound,
  joinTeam,
  startRound,
  submit,
  teamState,
} from '../../../test/games.js';
import type { GameEvent } from '../../../modules/games/write/events.js';

type Team = GameControl['teams'][number];

const T0 = Date.parse('2030-05-01T18:00:00.000Z');

// API.md "The room" → "A team's draft": what a team's phones tick before sending, shared by them.
describe.each(TEST_DIALECTS)("a team's draft (%s)", (dialect) => {
  let t: TestApp;
  let clock = T0;

  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  beforeEach(() => {
    clock = T0;
    t.app.now = () => clock;
  });
  afterAll(() => t.close());

  const draft = (client: TestClient, gameId: number, round: number, orders: unknown[]) =>
    client.post(paths.gameDraft, { gameId, round, orders });

  /** Records the game events emitted while `fn` runs. */
  async function recording(fn: () => Promise<void>): Promise<GameEvent[]> {
    const seen: GameEvent[] = [];
    const off = t.app.gameEvents.onAny((event) => seen.push(event));
    try {
      await fn();
    } finally {
      off();
    }
    return seen;
  }

  /** A running game with two phones of team A and one of team B. */
  async function running() {
    const game = await createGame(t);
    const [a, b] = game.teams as [Team, Team];
    const phone1 = await joinTeam(t, game.id, a);
    const phone2 = await joinTeam(t, game.id, a);
    const other = await joinTeam(t, game.id, b);
    await startRound(game.host, game.id, 1);
    const own = a.country.cities[0]?.id ?? 0;
    return { game, a, b, phone1, phone2, other, own };
  }

  it("keeps the draft for the team's phones only, with when it was saved; never counted or sent", async () => {
    const { game, a, phone1, phone2, other, own } = await running();
    expect((await teamState(phone1, game.id)).draft).toBeNull();

    // Over the budget and against the rules: a draft is not checked for either.
    const ticked: Order[] = [
      { type: 'develop', city: own },
      { type: 'develop', city: own },
      ...a.country.cities.map((c): Order => ({ type: 'shield', city: c.id })),
    ];
    clock = T0 + 5_000;
    const events = await recording(async () => {
      const res = await draft(phone1, game.id, 1, ticked);
      expect(res.statusCode, res.body).toBe(204);
      expect(res.body).toBe('');
    });
    const version = events[0]?.payload.seq ?? 0;
    expect(events).toEqual([
      {
        name: 'draft-changed',
        payload: { gameId: game.id, round: 1, seq: version, countryId: a.country.id },
      },
    ]);

    const expected = { round: 1, orders: ticked, updatedAt: new Date(T0 + 5_000).toISOString() };
    // The teammate's phone, and a reload of the same phone, show it.
    expect((await teamState(phone2, game.id)).draft).toEqual(expected);
    expect((await teamState(phone1, game.id)).draft).toEqual(expected);
    // Another team never sees it.
    expect((await teamState(other, game.id)).draft).toBeNull();
    // It is not an order set: the team has sent nothing, and the host counts nothing.
    expect((await teamState(phone1, game.id)).orders).toBeNull();
    const screen = await control(game.host, game.id);
    expect(screen.info.orders.accepted).toEqual([]);
    expect(screen.teams.every((x) => x.orders.length === 0)).toBe(true);

    // The next draft replaces it, whichever phone saves it.
    clock = T0 + 6_000;
    expect((await draft(phone2, game.id, 1, [{ type: 'ecology' }])).statusCode).toBe(204);
    expect((await teamState(phone1, game.id)).draft).toEqual({
      round: 1,
      orders: [{ type: 'ecology' }],
      updatedAt: new Date(T0 + 6_000).toISOString(),
    });
    // An empty draft is a draft too: every tick taken back.
    expect((await draft(phone2, game.id, 1, [])).statusCode).toBe(204);
    expect((await teamState(phone1, game.id)).draft).toMatchObject({ round: 1, orders: [] });
  });

  it("is no change of the game: the game's version stays, the draft's own version rises", async () => {
    const { game, phone1, phone2, other } = await running();
    const seqs = async (fn: () => Promise<void>) =>
      (await recording(fn)).map((e) => [e.name, e.payload.seq]);
    const sent = await seqs(() => submit(other, game.id, 1, []).then(() => undefined));
    const [, version] = sent[0] as [string, number];
    const drafts = await seqs(async () => {
      for (const [phone, orders] of [
        [phone1, []],
        [phone2, [{ type: 'ecology' }]],
        [phone1, [{ type: 'technology' }]],
      ] as const)
        expect((await draft(phone, game.id, 1, [...orders])).statusCode).toBe(204);
    });
    expect(drafts).toEqual([
      ['draft-changed', 1],
      ['draft-changed', 2],
      ['draft-changed', 3],
    ]);
    // The next change of the game is the one right after the set: the drafts moved nothing.
    expect(await seqs(() => submit(other, game.id, 1, []).then(() => undefined))).toEqual([
      ['orders-accepted', version + 1],
      ['team-changed', version + 1],
    ]);
    // Each phone reads the last draft, though the game's version is the same as before it.
    expect((await teamState(phone2, game.id)).draft?.orders).toEqual([{ type: 'technology' }]);
    expect((await draft(phone2, game.id, 1, [])).statusCode).toBe(204);
    expect((await teamState(phone1, game.id)).draft?.orders).toEqual([]);
    expect((await teamState(phone2, game.id)).draft?.orders).toEqual([]);
    // The other team's own draft counts from its first save.
    const theirs = await seqs(async () => void (await draft(other, game.id, 1, [])));
    expect(theirs).toEqual([['draft-changed', 1]]);
  });

  it('saved while the round ends, never outlives the end', async () => {
    const { game, a, phone1 } = await running();
    const rows = () =>
      t.app.db
        .selectFrom('game_drafts')
        .select('round')
        .where('game_id', '=', game.id)
        .where('team_id', '=', a.country.id)
        .execute();
    for (let round = 1; round <= 5; round++) {
      if (round > 1) await startRound(game.host, game.id, round);
      expect((await draft(phone1, game.id, round, [])).statusCode).toBe(204);
      // The draft either lands before the end, which clears it, or finds the round closed.
      const [saved] = await Promise.all([
        draft(phone1, game.id, round, [{ type: 'ecology' }]),
        endRound(game.host, game.id, round),
      ]);
      expect([204, 409]).toContain(saved.statusCode);
      expect(await rows()).toEqual([]);
    }
  });

  it('checks only the shape of each order, on its own index, and holds at most 50', async () => {
    const { game, phone1, own } = await running();
    const malformed = await draft(phone1, game.id, 1, [
      { type: 'develop', city: own },
      { type: 'develop', city: 'Paris' },
      { type: 'fly' },
      'ecology',
      { type: 'transfer', country: own },
    ]);
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toEqual({
      message: expect.any(String),
      errors: {
        'orders.1': ['Неизвестный приказ'],
        'orders.2': ['Неизвестный приказ'],
        'orders.3': ['Неизвестный приказ'],
        'orders.4': ['Неизвестный приказ'],
      },
    });
    expect((await teamState(phone1, game.id)).draft).toBeNull();

    const fifty = Array.from({ length: 50 }, (): Order => ({ type: 'ecology' }));
    expect((await draft(phone1, game.id, 1, fifty)).statusCode).toBe(204);
    const tooMany = await draft(phone1, game.id, 1, [...fifty, { type: 'ecology' }]);
    expect(tooMany.statusCode).toBe(422);
    expect(Object.keys(tooMany.json().errors)).toEqual(['orders']);
    expect((await teamState(phone1, game.id)).draft?.orders).toHaveLength(50);

    const notAList = await phone1.post(paths.gameDraft, { gameId: game.id, round: 1, orders: {} });
    expect(notAList.statusCode).toBe(422);
    const noRound = await phone1.post(paths.gameDraft, { gameId: game.id, orders: [] });
    expect(noRound.statusCode).toBe(422);
  });

  it('is refused (409) when the round is not running or not the current one', async () => {
    const game = await createGame(t);
    const [a] = game.teams as [Team];
    const phone = await joinTeam(t, game.id, a);
    const before = await draft(phone, game.id, 1, []);
    expect(before.statusCode).toBe(409);
    expect(before.json()).toEqual({ message: 'Раунд не идёт' });

    await startRound(game.host, game.id, 1);
    const stale = await draft(phone, game.id, 2, []);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: 'Раунд сменился. Обновите страницу и повторите.' });
    const past = await draft(phone, game.id, 0, []);
    expect(past.statusCode).toBe(422);

    await endRound(game.host, game.id, 1);
    const ended = await draft(phone, game.id, 1, []);
    expect(ended.statusCode).toBe(409);
    expect((await draft(phone, game.id, 2, [])).statusCode).toBe(409);
    expect((await teamState(phone, game.id)).draft).toBeNull();
  });

  it('answers 401 without a team, 403 for another game, 404 for no game', async () => {
    const { game, phone1 } = await running();
    const other = await createGame(t);
    await startRound(other.host, other.id, 1);
    const stranger = await t.client().csrf();
    expect((await draft(stranger, game.id, 1, [])).statusCode).toBe(401);
    // A signed-in host without a team is no team either.
    expect((await draft(game.host, game.id, 1, [])).statusCode).toBe(401);
    expect((await draft(phone1, other.id, 1, [])).statusCode).toBe(403);
    expect((await draft(phone1, 999_999, 1, [])).statusCode).toBe(403);
    // Nothing reached the other game.
    const otherTeam = await joinTeam(t, other.id, other.teams[0] as Team);
    expect((await teamState(otherTeam, other.id)).draft).toBeNull();
  });

  it('is cleared by sending a set, and only for that team', async () => {
    const { game, phone1, phone2, other, own } = await running();
    await draft(phone1, game.id, 1, [{ type: 'develop', city: own }, { type: 'ecology' }]);
    await draft(other, game.id, 1, [{ type: 'ecology' }]);
    const events = await recording(async () => {
      await submit(phone2, game.id, 1, [{ type: 'develop', city: own }]);
    });
    // The teammates refetch on `team-changed`, which the send emits; the host hears the set.
    expect(events.map((e) => e.name)).toEqual(['orders-accepted', 'team-changed']);
    const seen = await teamState(phone1, game.id);
    expect(seen.draft).toBeNull();
    expect(seen.orders).toMatchObject({ round: 1, orders: [{ type: 'develop', city: own }] });
    expect((await teamState(other, game.id)).draft).toMatchObject({
      orders: [{ type: 'ecology' }],
    });
  });

  it("is cleared by the round's end, never resolved, and an undo does not bring it back", async () => {
    const { game, a, phone1, phone2, other, own } = await running();
    const developmentOf = async (client: TestClient) =>
      (await teamState(client, game.id)).me.cities.find((c) => c.id === own)?.economy;
    const before = await developmentOf(phone1);
    await submit(other, game.id, 1, [{ type: 'ecology' }]);
    await draft(phone1, game.id, 1, [{ type: 'develop', city: own }]);
    await draft(other, game.id, 1, [{ type: 'technology' }]);

    await endRound(game.host, game.id, 1);
    const after = await teamState(phone2, game.id);
    expect(after.draft).toBeNull();
    expect((await teamState(other, game.id)).draft).toBeNull();
    // Never resolved: the drafted city was not developed, and nothing was paid for it.
    expect(await developmentOf(phone1)).toBe(before);
    expect(JSON.stringify(after.log['1'] ?? [])).not.toContain(a.country.cities[0]?.name);

    // The next round starts with no draft.
    await startRound(game.host, game.id, 2);
    expect((await teamState(phone1, game.id)).draft).toBeNull();
    expect((await draft(phone1, game.id, 2, [{ type: 'ecology' }])).statusCode).toBe(204);
    await endRound(game.host, game.id, 2);

    // Undo: round 2 runs again with its sent sets, and the drafts its end cleared stay cleared.
    const undo = await game.host.post(paths.hostGamesUndoRound, { gameId: game.id, round: 2 });
    expect(undo.statusCode, undo.body).toBe(200);
    const again = await teamState(phone1, game.id);
    expect(again.game).toMatchObject({ round: 2, stopped: false });
    expect(again.draft).toBeNull();
    expect((await draft(phone2, game.id, 2, [{ type: 'ecology' }])).statusCode).toBe(204);
    expect((await teamState(phone1, game.id)).draft?.orders).toEqual([{ type: 'ecology' }]);
  });

  it('a set sent after the lock closed (a phone that was offline) is not taken: 409 time_up', async () => {
    const game = await createGame(t, { clock: { talks: 600, orders: 300, lock: true } });
    const [a] = game.teams as [Team];
    const phone = await joinTeam(t, game.id, a);
    const own = a.country.cities[0]?.id ?? 0;
    await startRound(game.host, game.id, 1);
    // Ticked while online; then the network went away and the orders time ran out.
    clock = T0 + 880_000;
    expect((await draft(phone, game.id, 1, [{ type: 'develop', city: own }])).statusCode).toBe(204);
    clock = T0 + 900_000;
    const late = await phone.post(paths.gameOrders, {
      gameId: game.id,
      round: 1,
      orders: [{ type: 'develop', city: own }],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      message: 'Время вышло: приказы больше не принимаются.',
      code: 'time_up',
    });
    // Nothing was taken: no set, none counted; the draft is still the team's, as it was.
    const state = await teamState(phone, game.id);
    expect(state.orders).toBeNull();
    expect(state.draft?.orders).toEqual([{ type: 'develop', city: own }]);
    expect((await control(game.host, game.id)).info.orders.accepted).toEqual([]);
    // The round's end clears it, and resolves nothing of it.
    await endRound(game.host, game.id, 1);
    expect((await teamState(phone, game.id)).draft).toBeNull();
  });
});
