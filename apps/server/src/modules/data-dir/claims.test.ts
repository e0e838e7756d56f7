import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimForRestore, claimForServer, DataDirInUseError, liveServers } from './claims.js';

describe('claims on a DATA_DIR', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbis-claims-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps a restore and a server apart, whichever comes first', () => {
    const server = claimForServer(dataDir);
    expect(liveServers(dataDir)).toEqual([
      { pid: process.pid, host: os.hostname(), since: expect.any(String) },
    ]);
    expect(() => claimForRestore(dataDir)).toThrow(DataDirInUseError);
    server.release();

    const restore = claimForRestore(dataDir);
    expect(() => claimForServer(dataDir)).toThrow(/A restore into .* is running/);
    expect(() => claimForRestore(dataDir)).toThrow(/Another restore is running/);
    // The refused server left no claim behind.
    expect(liveServers(dataDir)).toEqual([]);
    restore.release();
    claimForServer(dataDir).release();
  });

  it('ignores the claim of a process that is gone', () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    const run = path.join(dataDir, 'run');
    fs.mkdirSync(run);
    const holder = { pid: gone, host: os.hostname(), since: new Date().toISOString() };
    fs.writeFileSync(path.join(run, `server-${os.hostname()}-${gone}`), JSON.stringify(holder));
    fs.writeFileSync(path.join(run, 'restore'), JSON.stringify(holder));
    expect(liveServers(dataDir)).toEqual([]);
    claimForRestore(dataDir).release();
    claimForServer(dataDir).release();
  });

  it('removes the claims of killed servers when a server starts, and keeps the live ones', () => {
    const run = path.join(dataDir, 'run');
    fs.mkdirSync(run);
    const claim = (name: string, holder: object, age = 0) => {
      const file = path.join(run, name);
      fs.writeFileSync(file, JSON.stringify(holder));
      const then = new Date(Date.now() - age);
      fs.utimesSync(file, then, then);
    };
    const since = new Date().toISOString();
    const host = os.hostname();
    // Three killed servers of this machine, and one of another machine that stopped refreshing.
    for (let i = 0; i < 3; i++) {
      const pid = spawnSync(process.execPath, ['-e', '']).pid;
      claim(`server-${host}-${pid}`, { pid, host, since });
    }
    claim('server-elsewhere-7', { pid: 7, host: 'elsewhere', since }, 60_000);
    // Live: the parent of this test, and another machine's server that refreshes its claim.
    claim(`server-${host}-${process.ppid}`, { pid: process.ppid, host, since });
    claim('server-elsewhere-8', { pid: 8, host: 'elsewhere', since });
    // Being written: not read yet, so not removed.
    fs.writeFileSync(path.join(run, `server-${host}-1`), '');

    const server = claimForServer(dataDir);
    expect(fs.readdirSync(run).sort()).toEqual(
      [
        `server-${host}-${process.pid}`,
        `server-${host}-${process.ppid}`,
        'server-elsewhere-8',
        `server-${host}-1`,
      ].sort(),
    );
    server.release();
  });
});
