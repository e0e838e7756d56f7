// The `game_orders` table: each team's order set for a round.
// Code says `countryId`; the stored column keeps its name `team_id` (a team's id is its country's).
import type { Order } from '@orbis/engine';
import type { Db } from '../../../db/database.js';
import { nowIso, toJson } from '../../../db/values.js';
import { parseJson } from './json.js';

/** A submitted order set. */
export interface OrderSet {
  orders: Order[];
  cost: number;
}

/** The order sets submitted for a round, by country id. */
export async function ordersOfRound(
  db: Db,
  gameId: number,
  round: number,
): Promise<Map<number, OrderSet>> {
  const rows = await db
    .selectFrom('game_orders')
    .select(['team_id', 'orders', 'cost'])
    .where('game_id', '=', gameId)
    .where('round', '=', round)
    .execute();
  return new Map(
    rows.map((r) => [r.team_id, { orders: parseJson<Order[]>(r.orders), cost: r.cost }]),
  );
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
    .select(['orders', 'cost'])
    .where('game_id', '=', gameId)
    .where('team_id', '=', countryId)
    .where('round', '=', round)
    .executeTakeFirst();
  return row ? { orders: parseJson<Order[]>(row.orders), cost: row.cost } : null;
}

/** Stores a team's order set for a round, replacing the one it had. */
export async function saveOrders(
  db: Db,
  gameId: number,
  countryId: number,
  round: number,
  set: OrderSet,
): Promise<void> {
  const values = { orders: toJson(set.orders), cost: set.cost, updated_at: nowIso() };
  await db
    .insertInto('game_orders')
    .values({ game_id: gameId, team_id: countryId, round, ...values })
    .onConflict((oc) => oc.columns(['game_id', 'round', 'team_id']).doUpdateSet(values))
    .execute();
}
