// The `game_orders` table: each team's order set for a round.
// Code says `countryId`; the stored column keeps its name `team_id` (a team's id is its country's).
import type { OrdersBy } from '@orbis/contracts';
import type { Order } from '@orbis/engine';
import {
  sql,
  type InsertQueryBuilder,
  type InsertResult,
  type UpdateQueryBuilder,
  type UpdateResult,
} from 'kysely';
import { isPostgres, type Db } from '../../../db/database.js';
import { preparedQuery } from '../../../db/prepared.js';
import type { Database } from '../../../db/schema.js';
import { nowIso, toJson } from '../../../db/values.js';
import { clearDrafts } from './drafts.js';
import { bumpVersion } from './games.js';
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

/** A team's set for a round as a write stores it, with the key it was sent with (null: none). */
export interface OrderSetWrite {
  countryId: number;
  round: number;
  set: OrderSet;
  submitKey: string | null;
}

/**
 * Stores a team's set as the write that raises the game's version from `expected`: the set
 * replaces the one the team had for the round (whoever entered either, a null key forgetting the
 * replaced set's), and the team's draft is spent. False, with nothing written, when the version
 * moved meanwhile (another write won). On PostgreSQL, where every statement is a round trip, it is
 * one statement; on SQLite, where statements run in the process, three simple ones.
 */
export async function storeOrderSet(
  db: Db,
  gameId: number,
  expected: number,
  write: OrderSetWrite,
): Promise<boolean> {
  const { countryId, round } = write;
  const values = setValues(write);
  if (isPostgres(db))
    return (
      (await writeOrderSet(db, expected + 1, gameId, expected, countryId, round, ...values))
        .length === 1
    );
  if (!(await bumpVersion(db, gameId, expected, null))) return false;
  await clearDrafts(db, gameId, countryId);
  await upsertOrders(db, gameId, countryId, round, ...values);
  return true;
}

/**
 * PostgreSQL only: stores a team's set, in one statement and outside any transaction, as the write
 * that raises the game's version from `expected`, when the game is still the one created at
 * `createdAt` and the team has no set for the round sent with the write's key. False, with
 * nothing written, otherwise: the caller then takes the game's lock and decides again. For a set
 * decided on a state kept in memory without the lock: the version proves nothing was written since.
 */
export async function storeOrderSetIfCurrent(
  db: Db,
  gameId: number,
  expected: number,
  createdAt: string,
  write: OrderSetWrite,
): Promise<boolean> {
  const { countryId, round } = write;
  const params: OrderSetParams = [
    expected + 1,
    gameId,
    expected,
    countryId,
    round,
    ...setValues(write),
  ];
  return (await writeOrderSetIfCurrent(db, ...params, createdAt)).length === 1;
}

/** A set's stored values, in the order the statements take them. */
type SetValues = [
  orders: string,
  cost: number,
  by: OrdersBy,
  submitKey: string | null,
  updatedAt: string,
];

const setValues = ({ set, submitKey }: OrderSetWrite): SetValues => [
  toJson(set.orders),
  set.cost,
  set.by,
  submitKey,
  nowIso(),
];

type OrderSetParams = [
  next: number,
  gameId: number,
  expected: number,
  countryId: number,
  round: number,
  ...values: SetValues,
];

/**
 * PostgreSQL's order set in one statement: the version moves only from `expected` (and what
 * `guard` adds to the update's conditions), and the draft's removal and the set's upsert read the
 * moved row, so they happen only with it.
 */
function orderSetStatement(
  db: Db,
  [
    next,
    gameId,
    expected,
    countryId,
    round,
    orders,
    cost,
    by,
    submitKey,
    updatedAt,
  ]: OrderSetParams,
  guard: (
    q: UpdateQueryBuilder<Database, 'games', 'games', UpdateResult>,
  ) => UpdateQueryBuilder<Database, 'games', 'games', UpdateResult> = (q) => q,
) {
  return db
    .with('moved', (q) =>
      guard(q.updateTable('games').set({ version: next }).where('id', '=', gameId))
        .where('version', '=', expected)
        .returning('id'),
    )
    .with('spent', (q) =>
      q
        .deleteFrom('game_drafts')
        .where('game_id', 'in', q.selectFrom('moved').select('id'))
        .where('team_id', '=', countryId)
        .returning('team_id'),
    )
    .with('saved', (q) =>
      q
        .insertInto('game_orders')
        .columns([
          'game_id',
          'team_id',
          'round',
          'orders',
          'cost',
          'entered_by',
          'submit_key',
          'updated_at',
        ])
        .expression((eb) =>
          eb
            .selectFrom('moved')
            .select([
              'id',
              eb.val(countryId).as('team_id'),
              eb.val(round).as('round'),
              eb.val(orders).as('orders'),
              eb.val(cost).as('cost'),
              eb.val(by).as('entered_by'),
              eb.val(submitKey).as('submit_key'),
              eb.val(updatedAt).as('updated_at'),
            ]),
        )
        .$call(onConflictReplace)
        .returning('team_id'),
    )
    .selectFrom('moved')
    .select('id')
    .select(ASYNC_COMMIT.as('commit'));
}

/**
 * An order set is committed as SQLite commits it (WAL, `synchronous = NORMAL`): in the database's
 * log at once, on disk within a fraction of a second (PostgreSQL's WAL writer, every 200 ms),
 * never half-written, without waiting for the disk before the answer. A crash of the database's
 * machine, not of Orbis, may lose the sets of that last fraction of a second: with each its
 * draft's removal, so the team finds its draft unsent and sends it again. Set for the write's
 * own transaction only (the statement's, or the locked write's), evaluated once the set is made.
 */
const ASYNC_COMMIT = sql<string>`set_config('synchronous_commit', 'off', true)`;

const writeOrderSet = preparedQuery(10, (db, ...params: OrderSetParams) =>
  orderSetStatement(db, params),
);

// Without the lock, the statement itself refuses a game made anew under the same id and a send
// already stored: a retry is answered from the stored set, under the lock.
const writeOrderSetIfCurrent = preparedQuery(
  11,
  (db, ...params: [...OrderSetParams, createdAt: string]) => {
    const [createdAt] = params.slice(10) as [string];
    const set = params.slice(0, 10) as OrderSetParams;
    const [, gameId, , countryId, round, , , , submitKey] = set;
    return orderSetStatement(db, set, (q) =>
      q
        .where('created_at', '=', createdAt)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('game_orders as o')
                .select('o.team_id')
                .where('o.game_id', '=', gameId)
                .where('o.team_id', '=', countryId)
                .where('o.round', '=', round)
                .where('o.submit_key', '=', submitKey),
            ),
          ),
        ),
    );
  },
);

// Every order set runs it: compiled once.
const upsertOrders = preparedQuery(
  8,
  (db, gameId: number, countryId: number, round: number, ...values: SetValues) => {
    const [orders, cost, by, submitKey, updatedAt] = values;
    return db
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
      .$call(onConflictReplace);
  },
);

/** The upsert's answer to a set the team has for the round: replace it, key and author too. */
function onConflictReplace<Q extends InsertQueryBuilder<Database, 'game_orders', InsertResult>>(
  query: Q,
): Q {
  return query.onConflict((oc) =>
    oc.columns(['game_id', 'round', 'team_id']).doUpdateSet((eb) => ({
      orders: eb.ref('excluded.orders'),
      cost: eb.ref('excluded.cost'),
      entered_by: eb.ref('excluded.entered_by'),
      submit_key: eb.ref('excluded.submit_key'),
      updated_at: eb.ref('excluded.updated_at'),
    })),
  ) as Q;
}
