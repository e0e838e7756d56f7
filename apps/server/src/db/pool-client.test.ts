// The race a database restart leaves behind, made certain: a pooled connection whose session the
// database has ended, but whose socket has not yet delivered the news (its reads are paused), is
// handed to a call. On real PostgreSQL; SQLite has no connection to lose.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../test/until.js';
import { isConnectionLost, retryingClient } from './pool-client.js';

const url = process.env.TEST_DATABASE_URL;

/** The socket under a pg client: pg keeps it on its connection, outside its typings. */
const socketOf = (client: pg.PoolClient) =>
  (client as unknown as { connection: { stream: NodeJS.ReadableStream } }).connection.stream;

describe.skipIf(!url)('a pooled connection the database has ended', () => {
  let pool: pg.Pool;
  let admin: pg.Client;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: url, max: 10 });
    pool.on('error', () => {});
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(async () => {
    await pool?.end();
    await admin?.end();
  });

  /** A connection from the pool whose session is over, unknown to the client. */
  async function deadConnection() {
    const client = await pool.connect();
    client.on('error', () => {});
    const pid = (client as unknown as { processID: number }).processID;
    socketOf(client).pause();
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    await until('the session to end', async () => {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [
        pid,
      ]);
      return rowCount === 0 ? true : undefined;
    });
    return client;
  }

  it('runs a read again on a fresh connection, and reports the lost one', async () => {
    const dead = await deadConnection();
    const lost: unknown[] = [];
    const client = retryingClient(pool, dead, (err) => lost.push(err));
    const answer = client.query<{ one: number }>('select 1 as one', []);
    socketOf(dead).resume();
    expect((await answer).rows).toEqual([{ one: 1 }]);
    expect(lost).toHaveLength(1);
    expect(isConnectionLost(lost[0])).toBe(true);
    client.release();
  });

  it('runs a transaction’s start again too', async () => {
    const dead = await deadConnection();
    const client = retryingClient(pool, dead, () => {});
    const begun = client.query('begin', []);
    socketOf(dead).resume();
    await begun;
    expect((await client.query<{ one: number }>('select 1 as one', [])).rows).toEqual([{ one: 1 }]);
    await client.query('rollback', []);
    client.release();
  });

  it('fails with the refusal when no fresh connection can be opened, and releases once', async () => {
    const dead = await deadConnection();
    const refusal = new Error('the database refuses connections');
    const refusing = { connect: () => Promise.reject(refusal) };
    const client = retryingClient(refusing, dead, () => {});
    const read = client.query('select 1 as one', []);
    socketOf(dead).resume();
    await expect(read).rejects.toBe(refusal);
    // The driver releases the connection after a failed call: the dead one went back already.
    expect(() => client.release()).not.toThrow();
  });

  it('never runs a write twice: the call fails', async () => {
    const dead = await deadConnection();
    const client = retryingClient(pool, dead, () => {});
    const write = client.query('create temporary table orbis_once (x int)', []);
    socketOf(dead).resume();
    const err = await write.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isConnectionLost(err)).toBe(true);
    (dead as unknown as { release(err: Error): void }).release(err as Error);
  });

  it('tells a lost connection from a failed statement', async () => {
    const client = await pool.connect();
    const err = await client.query('select * from orbis_no_such_table').then(
      () => null,
      (e: unknown) => e,
    );
    client.release();
    expect(isConnectionLost(err)).toBe(false);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
  });
});
