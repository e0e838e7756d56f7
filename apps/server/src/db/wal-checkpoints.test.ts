// SQLite's checkpoints on their own thread: what lands in the write-ahead log reaches the
// database file without a commit on the main connection doing it, the log is gone once the
// database closes, and a worker that cannot run hands checkpoints back to the main connection.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { until } from '../test/until.js';
import { openDatabase, type DbHandle } from './database.js';
import { checkpointInWorker, NET_CHECKPOINT_PAGES } from './wal-checkpoints.js';

const dirs: string[] = [];
const handles: DbHandle[] = [];
afterEach(async () => {
  await Promise.all(handles.splice(0).map((h) => h.close()));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbis-wal-'));
  dirs.push(dir);
  return dir;
}

/** Writes about 2 MB (500 pages, under SQLite's own 1,000-page checkpoint) in one commit. */
async function writeTwoMegabytes(handle: DbHandle): Promise<void> {
  await sql`create table filler (body blob)`.execute(handle.db);
  await sql`insert into filler (body)
    select randomblob(4000) from (
      with recursive n(i) as (select 1 union all select i + 1 from n where i < 500) select i from n
    )`.execute(handle.db);
}

const sizeOf = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);

describe('WAL checkpoints from a worker thread (SQLite)', () => {
  it('copy a commit into the database file with no further write, and leave no log on close', async () => {
    const dir = dataDir();
    const file = path.join(dir, 'orbis.sqlite');
    const handle = await openDatabase({ databaseUrl: null, dataDir: dir, checkpointWorker: true });
    handles.push(handle);
    const before = sizeOf(file);
    await writeTwoMegabytes(handle);
    await until('the worker to copy the log into the file', async () =>
      sizeOf(file) >= before + 2_000_000 ? true : undefined,
    );
    await handles.pop()?.close();
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    const reopened = new SQLite(file, { readonly: true });
    expect(reopened.prepare('select count(*) as n from filler').get()).toEqual({ n: 500 });
    reopened.close();
  });

  it('are left to SQLite, on the main connection, without the worker', async () => {
    const dir = dataDir();
    const file = path.join(dir, 'orbis.sqlite');
    const handle = await openDatabase({ databaseUrl: null, dataDir: dir });
    handles.push(handle);
    const before = sizeOf(file);
    await writeTwoMegabytes(handle);
    // The same wait the worker needed many times over: nothing copies a log under 1,000 pages.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(sizeOf(file)).toBe(before);
    expect(sizeOf(`${file}-wal`)).toBeGreaterThan(2_000_000);
  });

  it('return to the main connection, reported, when the worker cannot open the file', async () => {
    const dir = dataDir();
    const main = new SQLite(path.join(dir, 'orbis.sqlite'));
    main.pragma('journal_mode = WAL');
    const reported: unknown[] = [];
    const checkpoints = checkpointInWorker(path.join(dir, 'missing.sqlite'), main, (err) =>
      reported.push(err),
    );
    expect(main.pragma('wal_autocheckpoint', { simple: true })).toBe(NET_CHECKPOINT_PAGES);
    await until('the worker to fail', async () => (reported.length > 0 ? true : undefined));
    expect(String(reported[0])).toMatch(/unable to open database file/);
    expect(main.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    await checkpoints.stop();
    expect(reported).toHaveLength(1);
    main.close();
  });
});
