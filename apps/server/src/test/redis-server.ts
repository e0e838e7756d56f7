// A Redis server of the test's own, on a free port, that the test may stop and start again:
// the shared Redis of the other suites is never touched. Its data survives a restart (it saves
// on shutdown into its own folder), as a production Redis with persistence would.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from 'redis';
import { freePort } from './server-process.js';

/** True when `redis-server` can be run here. */
export const REDIS_SERVER_AVAILABLE =
  spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

export interface OwnRedis {
  url: string;
  /** Saves, then shuts the server down; resolves once it has exited. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data; resolves once it answers. */
  start(): Promise<void>;
  /** Stops it for good and removes its data. */
  dispose(): Promise<void>;
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbis-redis-'));
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  const start = async () => {
    const args = [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ];
    child = spawn('redis-server', [...args, '--dir', dir], { stdio: 'ignore' });
    for (let i = 0; i < 200; i++) {
      if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
      if (await answers(url)) return;
      await sleep(50);
    }
    throw new Error('redis-server did not answer within 10 s');
  };

  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    const client = createClient({ url });
    client.on('error', () => {});
    await client.connect();
    // The server closes the connection instead of answering.
    await client.sendCommand(['SHUTDOWN', 'SAVE']).catch(() => undefined);
    if (client.isOpen) client.destroy();
    await exited;
  };

  await start();
  return {
    url,
    stop,
    start,
    async dispose() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function answers(url: string): Promise<boolean> {
  const client = createClient({ url, socket: { reconnectStrategy: false } });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    if (client.isOpen) client.destroy();
  }
}
