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
});
