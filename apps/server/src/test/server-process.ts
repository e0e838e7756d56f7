// Real server processes, as `npm start` runs them (the built server), for multi-process tests
// and benchmarks, each on a free loopback port.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { SERVER_NODE_OPTIONS } from '../node-options.js';

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

/** How a process ended. */
export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** The process's resident memory, in bytes (Linux). */
  rss(): number;
  /** The process's CPU time so far (user and system), in µs (Linux). */
  cpu(): number;
  /** SIGTERM, as an orchestrator stops it; resolves once it has exited, with how. */
  stop(): Promise<Exit>;
  /** Resolves when the process has exited, however it ended. */
  exited: Promise<Exit>;
  /** What it printed to standard error so far. */
  stderr(): string;
  /** What it printed to standard output so far. */
  stdout(): string;
}

/**
 * Starts `node [the server's options] [nodeArgs] apps/server/dist/server.js` with `env`, as
 * `npm start` runs it, and waits until it answers. `nodeArgs` are more of Node's own options,
 * such as `--cpu-prof`.
 */
export async function startServerProcess(
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  const port = await freePort();
  const script = path.join(root, 'apps/server/dist/server.js');
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, ...nodeArgs, script], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_DIST: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stderr: string[] = [];
  const stdout: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  child.stdout?.on('data', (chunk: Buffer) => stdout.push(chunk.toString()));
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  await answering(url, child, stderr);
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    rss: () => residentBytes(pid),
    cpu: () => cpuMicros(pid),
    stop: () => stop(child, exited),
    exited,
    stderr: () => stderr.join(''),
    stdout: () => stdout.join(''),
  };
}

/** What a command-line tool of the built server did. */
export interface CliRun extends Exit {
  stdout: string;
  stderr: string;
}

/**
 * Runs `node apps/server/dist/cli/<name>.js [args]` (`npm run <name>` without the build check)
 * with `env` and the PATH alone; resolves once it has exited.
 */
export function runServerCli(
  name: string,
  args: string[],
  env: Record<string, string>,
): Promise<CliRun> {
  const script = path.join(root, 'apps/server/dist/cli', `${name}.js`);
  const child = spawn(process.execPath, [script, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
}

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Polls the health check until it answers; fails when the process exits or 120 s pass. */
async function answering(url: string, child: ChildProcess, stderr: string[]): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server process exited with ${child.exitCode}:\n${stderr.join('')}`);
    const ok = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server process did not answer within 120 s:\n${stderr.join('')}`);
}

async function stop(child: ChildProcess, exited: Promise<Exit>): Promise<Exit> {
  if (child.exitCode === null && child.signalCode === null) {
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.kill('SIGTERM');
    await exited;
    clearTimeout(timer);
  }
  return exited;
}

function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  return Number(kb ?? 0) * 1024;
}

function cpuMicros(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime, the 14th and 15th fields of stat, in clock ticks (100 per second).
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}
