// Real server processes, as `npm start` runs them (the built server), for multi-process tests
// and benchmarks. Each listens on a free loopback port that it reports in its own log.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

const root = path.resolve(import.meta.dirname, '../../../..');

/** Builds the server (and the packages it uses) when its output is stale; fast when it is not. */
export function ensureServerBuilt(): void {
  // Type checking is `npm run typecheck`'s job, as in scripts/ensure-built.mjs.
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-b', 'apps/server', '--noCheck'], {
    cwd: root,
    stdio: 'inherit',
  });
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** The process's resident memory, in bytes (Linux). */
  rss(): number;
  /** SIGTERM, as an orchestrator stops it; resolves once it has exited. */
  stop(): Promise<void>;
}

/** Starts `node apps/server/dist/server.js` with `env` and waits until it listens. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      WEB_DIST: '',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stderr: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  const url = await listeningUrl(child, stderr);
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    rss: () => residentBytes(pid),
    stop: () => stop(child),
  };
}

/** Reads the process's log until Fastify says where it listens. */
function listeningUrl(child: ChildProcess, stderr: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    const timer = setTimeout(() => fail('did not listen within 120 s'), 120_000);
    const onExit = (code: number | null) => fail(`exited with ${code}`);
    function fail(why: string) {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`server process ${why}:\n${stderr.join('')}`));
    }
    lines.on('line', (line) => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      // The reader goes on draining the log, so the process never blocks on a full pipe.
      resolve(match[1]);
    });
    child.once('exit', onExit);
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  return Number(kb ?? 0) * 1024;
}
