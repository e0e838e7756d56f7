// The benchmark's own database: a fresh PostgreSQL database on the server given (dropped at the
// end), or the SQLite file in the benchmark's DATA_DIR; and what it holds of the order sets,
// read directly, to check that every set answered 200 was stored.
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { createTestDatabase } from '../src/test/databases.js';

/** One stored order set: the game, the team (game_teams.id, the control view's country id), the round. */
export type OrderSetKey = `${number}/${number}/${number}`;
export const orderSetKey = (gameId: number, teamId: number, round: number): OrderSetKey =>
  `${gameId}/${teamId}/${round}`;

const ORDER_SETS = 'select game_id, team_id, round from game_orders';

interface OrderSetRow {
  game_id: number;
  team_id: number;
  round: number;
}

const keys = (rows: OrderSetRow[]) =>
  new Set(rows.map((r) => orderSetKey(Number(r.game_id), Number(r.team_id), Number(r.round))));

export interface BenchDatabase {
  /** What the header prints. */
  label: string;
  /** The server processes' environment for it (none for SQLite in DATA_DIR). */
  env: Record<string, string>;
  /** Every stored order set. */
  orderSets(): Promise<Set<OrderSetKey>>;
  /** Drops what the benchmark made; safe to call twice. */
  drop(): Promise<void>;
}

/** The SQLite file the server keeps in `dataDir`. */
export function sqliteDatabase(dataDir: string): BenchDatabase {
  return {
    label: 'SQLite',
    env: {},
    orderSets: async () => {
      const db = new Database(path.join(dataDir, 'orbis.sqlite'), { readonly: true });
      try {
        return keys(db.prepare(ORDER_SETS).all() as OrderSetRow[]);
      } finally {
        db.close();
      }
    },
    // The data folder goes with the SQLite file in it.
    drop: async () => {},
  };
}

/** Creates `orbis_bench_<random>` on the PostgreSQL server that `adminUrl` reaches. */
export async function createPostgresDatabase(adminUrl: string): Promise<BenchDatabase> {
  const made = await createTestDatabase('postgres', { adminUrl, prefix: 'orbis_bench' });
  const url = made.databaseUrl ?? '';
  let dropped = false;
  return {
    label: `PostgreSQL (database ${new URL(url).pathname.slice(1)})`,
    env: { DATABASE_URL: url },
    orderSets: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return keys((await client.query<OrderSetRow>(ORDER_SETS)).rows);
      } finally {
        await client.end();
      }
    },
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await made.drop();
    },
  };
}
