// A phone retries a send of its order set whose answer it lost, with the send's key: the set is
// applied once. A real server, a host's screen on socket.io-client counting what it hears.
import {
  channels,
  paths,
  SUBMIT_KEY_HEADER,
  type GameControl,
  type OrdersAccepted,
} from '@orbis/contracts';
import type { Order } from '@orbis/engine';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client.js';
import { TEST_DIALECTS } from '../../../test/databases.js';
import { useListeningApp } from '../../../test/listening-app.js';
import { createGame, joinTeam, startRound, type TestGame } from '../../../test/games.js';
import { record, subscribe, type Heard } from '../../../test/sockets.js';
import { until } from '../../../test/until.js';
import { sql } from 'kysely';
import { lockGame } from '../repository/games.js';
import { storeOrderSet, teamOrders } from '../repository/orders.js';

type Team = GameControl['teams'][number];

const ECOLOGY: Order[] = [{ type: 'ecology' }];

describe.each(TEST_DIALECTS)('a retried send of an order set (%s)', (dialect) => {
  const live = useListeningApp(dialect);
  const { socketOf } = live;

  /** A running round 1, a team's phone, and what the host's control screen hears. */
  async function playing() {
    const game = await createGame(live.t, { teams: 2 });
    const team = game.teams[0] as Team;
    const screen = await socketOf(game.host);
    expect(await subscribe(screen, channels.acceptOrders(game.id))).toEqual({ ok: true });
    expect(await subscribe(screen, channels.team(game.id, team.country.id))).toEqual({ ok: true });
    await startRound(game.host, game.id, 1);
    const heard = record(screen);
    const phone = await joinTeam(live.t, game.id, team);
    return { game, team, heard, phone };
  }

  const send = (phone: TestClient, gameId: number, orders: Order[], key?: string) =>
    phone.post(
      paths.gameOrders,
      { gameId, round: 1, orders },
      key === undefined ? {} : { headers: { [SUBMIT_KEY_HEADER]: key } },
    );

  async function version(gameId: number): Promise<number> {
    const row = await live.t.database.db
      .selectFrom('games')
      .select('version')
      .where('id', '=', gameId)
      .executeTakeFirstOrThrow();
    return Number(row.version);
  }

  /**
   * Every `orders-accepted` the screen heard once a last set, sent without a key, is heard too:
   * events come in order, so nothing of the sends before it is still on its way.
   */
  async function acceptedHeard(game: TestGame, phone: TestClient, heard: Heard[]) {
    expect((await send(phone, game.id, [])).statusCode).toBe(200);
    const seq = await version(game.id);
    const accepted = () => heard.filter((h) => h.name === 'orders-accepted');
    await until('the last set heard', async () =>
      accepted().some((h) => h.payload.seq === seq) ? true : undefined,
    );
    return accepted().length - 1;
  }

  it('answers a second send with the same key with the stored cost and writes nothing', async () => {
    const { game, team, heard, phone } = await playing();
    const before = await version(game.id);
    const first = await send(phone, game.id, [], 'send-1');
    expect(first.statusCode, first.body).toBe(200);
    const cost = first.json<OrdersAccepted>().cost;
    // The retry carries other orders only to show that it is not read: the stored set stays.
    const again = await send(phone, game.id, ECOLOGY, 'send-1');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<OrdersAccepted>()).toEqual({ cost });
    expect(await version(game.id)).toBe(before + 1);
    const stored = await teamOrders(live.t.database.db, game.id, team.country.id, 1);
    expect(stored).toEqual({ orders: [], cost, by: 'team' });
    // The retry announces the set again, under the version the first send made.
    expect(await acceptedHeard(game, phone, heard)).toBe(2);
    const ofTheSet = heard.filter((h) => h.payload.seq === before + 1);
    expect(ofTheSet.map((h) => h.name)).toEqual([
      'orders-accepted',
      'team-changed',
      'orders-accepted',
      'team-changed',
    ]);
  });

  it('tells a screen that missed the first send of the set when the phone retries', async () => {
    // As when the first send's process died between its commit and its events' publish: the
    // host's screen heard nothing of the set, and the phone, without an answer, sends it again.
    const { game, team, phone } = await playing();
    const first = await send(phone, game.id, ECOLOGY, 'lost-answer');
    expect(first.statusCode, first.body).toBe(200);
    const seq = await version(game.id);
    const late = await socketOf(game.host);
    expect(await subscribe(late, channels.acceptOrders(game.id))).toEqual({ ok: true });
    const heardLate = record(late);
    const again = await send(phone, game.id, ECOLOGY, 'lost-answer');
    expect(again.statusCode, again.body).toBe(200);
    expect(await version(game.id)).toBe(seq);
    const announced = await until('the set announced again', async () =>
      heardLate.find((h) => h.name === 'orders-accepted'),
    );
    expect(announced.payload).toEqual({ gameId: game.id, round: 1, seq });
    expect(await teamOrders(live.t.database.db, game.id, team.country.id, 1)).toMatchObject({
      orders: ECOLOGY,
    });
  });

  it('applies a send with another key, and one whose set the host replaced', async () => {
    const { game, team, heard, phone } = await playing();
    const before = await version(game.id);
    expect((await send(phone, game.id, [], 'a')).statusCode).toBe(200);
    const other = await send(phone, game.id, ECOLOGY, 'b');
    expect(other.statusCode, other.body).toBe(200);
    const ecologyCost = other.json<OrdersAccepted>().cost;
    expect(ecologyCost).toBeGreaterThan(0);
    expect(await version(game.id)).toBe(before + 2);

    // The host's set is another set: the key of the team's set is forgotten with it.
    const entered = await game.host.post(paths.hostGamesOrders, {
      gameId: game.id,
      countryId: team.country.id,
      round: 1,
      orders: [],
    });
    expect(entered.statusCode, entered.body).toBe(200);
    const resent = await send(phone, game.id, ECOLOGY, 'b');
    expect(resent.statusCode, resent.body).toBe(200);
    expect(await version(game.id)).toBe(before + 4);
    expect(await teamOrders(live.t.database.db, game.id, team.country.id, 1)).toEqual({
      orders: ECOLOGY,
      cost: ecologyCost,
      by: 'team',
    });
    expect(await acceptedHeard(game, phone, heard)).toBe(4);
  });

  it('refuses a malformed key with 422 on the header and stores nothing', async () => {
    const { game, team, phone } = await playing();
    const before = await version(game.id);
    for (const key of ['', 'has space', 'é', 'x'.repeat(101), 'a,b']) {
      const res = await send(phone, game.id, [], key);
      expect(res.statusCode, `${JSON.stringify(key)}: ${res.body}`).toBe(422);
      const body = res.json<{ message: string; errors: Record<string, string[]> }>();
      expect(Object.keys(body.errors)).toEqual([SUBMIT_KEY_HEADER]);
      expect(body.errors[SUBMIT_KEY_HEADER]?.[0]).toMatch(/100/);
    }
    expect((await send(phone, game.id, [], 'x'.repeat(100))).statusCode).toBe(200);
    expect((await send(phone, game.id, [], 'A-z_09')).statusCode).toBe(200);
    expect(await version(game.id)).toBe(before + 2);
    expect(await teamOrders(live.t.database.db, game.id, team.country.id, 1)).not.toBeNull();
  });

  it('writes once for two sends with the same key at the same time', async () => {
    const { game, heard, phone } = await playing();
    const before = await version(game.id);
    const answers = await Promise.all([
      send(phone, game.id, ECOLOGY, 'twice'),
      send(phone, game.id, ECOLOGY, 'twice'),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const [one, two] = answers.map((a) => a.json<OrdersAccepted>());
    expect(one).toEqual(two);
    expect(await version(game.id)).toBe(before + 1);
    // One write, announced by both sends under its version.
    expect(await acceptedHeard(game, phone, heard)).toBe(2);
    const accepted = heard.filter((h) => h.name === 'orders-accepted').slice(0, 2);
    expect(accepted.map((h) => h.payload.seq)).toEqual([before + 1, before + 1]);
  });

  // On PostgreSQL the retry's one statement takes the game's lock and looks for its key: when it
  // waited for the first attempt's transaction, it must still find the set that attempt stored.
  // (On SQLite a write holds the whole file from its BEGIN, so a waiting write begins afterwards.)
  if (dialect === 'postgres')
    it('answers from the stored set a retry that waited for its first attempt to commit', async () => {
      const { game, team, phone } = await playing();
      const { db } = live.t.database;
      const before = await version(game.id);
      const ecology = { orders: ECOLOGY, cost: 150, by: 'team' as const };
      let retry: ReturnType<typeof send> | undefined;
      // The first attempt, being written by another process: it holds the game until it commits.
      await db.transaction().execute(async (trx) => {
        expect(await lockGame(trx, game.id)).not.toBeNull();
        const write = { countryId: team.country.id, round: 1, set: ecology, submitKey: 'held' };
        expect(await storeOrderSet(trx, game.id, before, write)).toBe(true);
        retry = send(phone, game.id, [], 'held');
        await until('the retry waiting for the game', async () => {
          const { rows } = await sql<{ n: number }>`
            select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
          return rows[0]?.n === 1 ? true : undefined;
        });
      });
      const answer = await (retry as ReturnType<typeof send>);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<OrdersAccepted>()).toEqual({ cost: 150 });
      expect(await version(game.id)).toBe(before + 1);
      const stored = await teamOrders(db, game.id, team.country.id, 1);
      expect(stored).toEqual(ecology);
    });
});
