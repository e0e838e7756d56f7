// The `game_orders` table: each team's order set for a round.
// Code says `countryId`; the stored column keeps its name `team_id` (a team's id is its country's).
import type { OrdersBy } from '@orbis/contracts';
import type { Order } from '@orbis/engine';
import type { Db } from '../../../db/database.js';
import { preparedQuery } from '../../../db/prepared.js';
import { nowIso, toJson } from '../../../db/values.js';
import { parseJson } from './json.js';

/** A submitted order set, and who entered it: its team, or the host for it. */
export interface OrderSet {
  orders: Order[];
  cost: number;
  by: OrdersBy;
}

/** The stored `entered_by`: anything but `host` is the team's (the column's default). */
const byOf = (stored: string): OrdersBy => (stored === 'host' ? 'host' : 'team');

/** The order sets submitted for a round, by country id. */
export async function ordersOfRound(
  db: Db,
  gameId: number,
  round: number,
): Promise<Map<number, OrderSet>> {
  const rows = await db
    .selectFrom('game_orders')
    .select(['team_id', 'orders', 'cost', 'entered_by'])
    .where('game_id', '=', gameId)
    .where('round', '=', round)
    .execute();
  return new Map(
    rows.map((r) => [
      r.team_id,
      { orders: parseJson<Order[]>(r.orders), cost: r.cost, by: byOf(r.entered_by) },
    ]),
  );
}

/**
 * Who entered each set of the game, by round and then by country id: the report marks the sets
 * the host entered. A team with no set for a round has no entry.
 */
export async function setsEnteredBy(
  db: Db,
  gameId: number,
): Promise<Map<number, Map<number, OrdersBy>>> {
  const rows = await db
    .selectFrom('game_orders')
    .select(['round', 'team_id', 'entered_by'])
    .where('game_id', '=', gameId)
    .execute();
  const rounds = new Map<number, Map<number, OrdersBy>>();
  for (const r of rows) {
    const round = rounds.get(r.round) ?? new Map<number, OrdersBy>();
    round.set(r.team_id, byOf(r.entered_by));
    rounds.set(r.round, round);
  }
  return rounds;
}

/** One team's order set for a round, or null. */
export async function teamOrders(
  db: Db,
  gameId: number,
  countryId: number,
  round: number,
): Promise<OrderSet | null> {
  const row = await db
    .selectFrom('game_orders')
    .select(['orders', 'cost', 'entered_by'])
    .where('game_id', '=', gameId)
    .where('team_id', '=', countryId)
    .where('round', '=', round)
    .executeTakeFirst();
  return row
    ? { orders: parseJson<Order[]>(row.orders), cost: row.cost, by: byOf(row.entered_by) }
    : null;
}

/**
 * The cost of the team's set for a round when it was sent with `submitKey`, or null: a send with
 * that key is already stored.
 */
export async function costOfSubmit(
  db: Db,
  gameId: number,
  countryId: number,
  round: number,
  submitKey: string,
): Promise<number | null> {
  const [row] = await selectCostOfSubmit(db, gameId, countryId, round, submitKey);
  return row ? row.cost : null;
}

// Every send with a key runs it: compiled once.
const selectCostOfSubmit = preparedQuery(
  4,
  (db, gameId: number, countryId: number, round: number, submitKey: string) =>
    db
      .selectFrom('game_orders')
      .select('cost')
      .where('game_id', '=', gameId)
      .where('team_id', '=', countryId)
      .where('round', '=', round)
      .where('submit_key', '=', submitKey),
);

/**
 * Stores a team's order set for a round, replacing the one it had (whoever entered either), with
 * the key it was sent with (null: none, which forgets the replaced set's key).
 */
export async function saveOrders(
  db: Db,
  gameId: number,
  countryId: number,
  round: number,
  set: OrderSet,
  submitKey: string | null,
): Promise<void> {
  const orders = toJson(set.orders);
  await upsertOrders(db, gameId, countryId, round, orders, set.cost, set.by, submitKey, nowIso());
}

// Every order set runs it: compiled once.
const upsertOrders = preparedQuery(
  8,
  (
    db,
    gameId: number,
    countryId: number,
    round: number,
    orders: string,
    cost: number,
    by: OrdersBy,
    submitKey: string | null,
    updatedAt: string,
  ) =>
    db
      .insertInto('game_orders')
      .values({
        game_id: gameId,
        team_id: countryId,
        round,
        orders,
        cost,
        entered_by: by,
        submit_key: submitKey,
        updated_at: updatedAt,
      })
      .onConflict((oc) =>
        oc.columns(['game_id', 'round', 'team_id']).doUpdateSet((eb) => ({
          orders: eb.ref('excluded.orders'),
          cost: eb.ref('excluded.cost'),
          entered_by: eb.ref('excluded.entered_by'),
          submit_key: eb.ref('excluded.submit_key'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      ),
);
