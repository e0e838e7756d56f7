// A connection the database ended while it sat idle in the pool (a restart, a failover,
// `pg_terminate_backend`) stays in the pool until its socket delivers the news; a call that takes
// it first fails, although the database is already back. This client runs that call again on a
// fresh connection, when doing so cannot run anything twice.
import type { PostgresCursor, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { statementName } from './statement-names.js';

/**
 * Statements with no effect of their own: a read, or the start of a transaction. A write is never
 * run again, since the database may have applied it before the connection was lost.
 */
const HARMLESS = /^\s*(select|begin|start transaction)\b/i;

/** SQLSTATEs of a session the server ended: an administrator's command, a crash. */
const ENDED = new Set(['57P01', '57P02']);

/** pg's errors of a connection that is gone, which carry no code. */
const LOST = /^Connection terminated|is not queryable$/;

/** True when `err` says the connection itself is gone, not that the statement failed. */
export function isConnectionLost(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') return ENDED.has(code) || code.startsWith('08');
  return LOST.test(err.message);
}

/** Runs `sql` on `client`, as the named statement of a prepared query when it is one. */
function run(client: pg.PoolClient, sql: string, parameters: readonly unknown[]) {
  const name = statementName(sql);
  const values = [...parameters];
  return name === undefined ? client.query(sql, values) : client.query({ name, text: sql, values });
}

/**
 * Wraps a connection taken from `pool`. Only the first statement of a checkout is run again: later
 * ones belong to a session (a transaction, locks) that died with the connection.
 */
export function retryingClient(
  pool: { connect(): Promise<pg.PoolClient> },
  first: pg.PoolClient,
  onLost: (err: unknown) => void,
): PostgresPoolClient {
  // None after the dead connection went back and no fresh one could be opened (the database
  // refuses): the call has failed with that error, and there is nothing left to release.
  let client: pg.PoolClient | null = first;
  let fresh = true;
  const current = (): pg.PoolClient => {
    if (!client) throw new Error('the connection was lost and none could be opened');
    return client;
  };
  const query = async (sql: string, parameters: readonly unknown[]) => {
    const retry = fresh && HARMLESS.test(sql);
    fresh = false;
    const used = current();
    try {
      return await run(used, sql, parameters);
    } catch (err) {
      if (!retry || !isConnectionLost(err)) throw err;
      onLost(err);
      // Passing the error removes the dead connection from the pool.
      used.release(err instanceof Error ? err : true);
      client = null;
      client = await pool.connect();
      return run(client, sql, parameters);
    }
  };
  function dispatch<R>(
    sql: string,
    parameters: readonly unknown[],
  ): Promise<PostgresQueryResult<R>>;
  function dispatch<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  function dispatch(sqlOrCursor: string | object, parameters: readonly unknown[] = []): unknown {
    if (typeof sqlOrCursor === 'string') return query(sqlOrCursor, parameters);
    fresh = false;
    return current().query(sqlOrCursor as never);
  }
  return {
    query: dispatch,
    release: () => {
      client?.release();
      client = null;
    },
  };
}
