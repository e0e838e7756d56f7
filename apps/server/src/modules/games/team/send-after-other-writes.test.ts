// A process decides a team's set on the state its own last write to the game left (on
// PostgreSQL without taking the game's lock). These sends come after another process wrote to the
// game: they must be decided on the game as it is, not as this process last saw it.
import { paths, type OrdersAccepted } from '@orbis/contracts';
import type { Order } from '@orbis/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { TestClient } from '../../../test/client.js';
import { TEST_DIALECTS } from '../../../test/databases.js';
import { createGame, endRound, joinTeam, startRound, submit } from '../../../test/games.js';
import { lastRound } from '../repository/rounds.js';
import { teamOrders } from '../repository/orders.js';

const ECOLOGY: Order[] = [{ type: 'ecology' }];

describe.each(TEST_DIALECTS)('a send after another process wrote to the game (%s)', (dialect) => {
  let t: TestApp;
  /** A second app on the same database: another server process. */
  let other: Awaited<ReturnType<TestApp['sibling']>>;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    other = await t.sibling();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  /** The same browser's session, its requests served by the other process. */
  const elsewhere = (client: TestClient) => {
    const moved = new TestClient(other.app);
    for (const [name, value] of client.cookies) moved.cookies.set(name, value);
    return moved;
  };

  const version = async (gameId: number) =>
    Number(
      (
        await t.database.db
          .selectFrom('games')
          .select('version')
          .where('id', '=', gameId)
          .executeTakeFirstOrThrow()
      ).version,
    );

  async function playing(teams = 2) {
    const game = await createGame(t, { teams });
    await startRound(game.host, game.id, 1);
    const phones = await Promise.all(game.teams.map((team) => joinTeam(t, game.id, team)));
    // This process's last write to the game: it keeps the state that write left.
    await submit(phones[0] as TestClient, game.id, 1, []);
    return { game, phones: phones as [TestClient, TestClient, ...TestClient[]] };
  }

  it('refuses a set for a round that another process ended, and changes nothing', async () => {
    const { game, phones } = await playing();
    await endRound(elsewhere(game.host), game.id, 1);
    const before = await version(game.id);
    const late = await phones[0].post(paths.gameOrders, { gameId: game.id, round: 1, orders: [] });
    expect(late.statusCode, late.body).toBe(409);
    expect(await version(game.id)).toBe(before);
    const ended = await lastRound(t.database.db, game.id);
    expect(ended?.round).toBe(1);
    expect(await teamOrders(t.database.db, game.id, game.teams[0]?.country.id ?? 0, 2)).toBeNull();
  });

  it('stores a set sent after another process stored one, each once', async () => {
    const { game, phones } = await playing();
    const [first, second] = game.teams.map((team) => team.country.id) as [number, number];
    await submit(elsewhere(phones[1]), game.id, 1, ECOLOGY);
    const before = await version(game.id);
    const res = await phones[0].post(paths.gameOrders, {
      gameId: game.id,
      round: 1,
      orders: ECOLOGY,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OrdersAccepted>().cost).toBeGreaterThan(0);
    expect(await version(game.id)).toBe(before + 1);
    const { db } = t.database;
    expect((await teamOrders(db, game.id, first, 1))?.orders).toEqual(ECOLOGY);
    expect((await teamOrders(db, game.id, second, 1))?.orders).toEqual(ECOLOGY);
  });

  it('takes every set of a burst to one game from two processes, one version each', async () => {
    const { game, phones } = await playing(6);
    const before = await version(game.id);
    const answers = await Promise.all(
      phones.map((phone, i) =>
        (i % 2 === 0 ? phone : elsewhere(phone)).post(paths.gameOrders, {
          gameId: game.id,
          round: 1,
          orders: ECOLOGY,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(phones.map(() => 200));
    expect(await version(game.id)).toBe(before + phones.length);
    for (const team of game.teams)
      expect((await teamOrders(t.database.db, game.id, team.country.id, 1))?.orders).toEqual(
        ECOLOGY,
      );
  });
});
