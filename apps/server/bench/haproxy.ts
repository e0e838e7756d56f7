// HAProxy in front of several server processes, as docs/operations.md's sample: round robin for
// calls and the fewest connections for sockets (WebSocket transport only, so no stickiness),
// health checks on /livez (the database and Redis are every process's: while one is away, the
// processes answer 503 themselves), and only requests never sent to a process retried.
// Debian's package, installed when missing.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../src/test/server-process.js';

const HAPROXY = 'haproxy';

export interface Haproxy {
  url: string;
  /** SIGTERM (HAProxy's hard stop: it closes every connection); resolves once it has exited. */
  stop(): Promise<void>;
}

/** True when haproxy is on the PATH. */
export function haproxyInstalled(): boolean {
  return spawnSync('sh', ['-c', `command -v ${HAPROXY}`]).status === 0;
}

/** Installs Debian's haproxy (apt-get) unless it is on the PATH. */
export function ensureHaproxy(): void {
  if (haproxyInstalled()) return;
  console.log("Installing Debian's haproxy (apt-get)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const argv of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', HAPROXY],
  ]) {
    const res = spawnSync('apt-get', argv, { env, stdio: 'inherit' });
    if (res.status !== 0) throw new Error(`apt-get ${argv.join(' ')} exited with ${res.status}`);
  }
}

/** The configuration for `backends` (base URLs), HAProxy listening on loopback `port`. */
export function haproxyConfig(port: number, backends: string[]): string {
  const names = backends.map((url, i) => [`s${i + 1}`, new URL(url).host] as const);
  const checked = names.map(([name, host]) => `  server ${name} ${host} check`);
  const tracking = names.map(([name, host]) => `  server ${name} ${host} track orbis/${name}`);
  // Each connection holds two descriptors (client and server side): 9,000 fit a limit of 20,000.
  return `global
  maxconn 9000

defaults
  mode http
  maxconn 9000
  timeout connect 2s
  # An HTTP call's limits; a WebSocket, once upgraded, lives under "timeout tunnel" instead.
  timeout client 30s
  timeout server 30s
  # Sockets stay open for a whole game; the server pings every 3 s, so an hour is only a cap.
  timeout tunnel 1h
  timeout client-fin 5s
  # Only a request that could not be sent (connection refused or failed) is tried again, on
  # another process; one a process received may have been applied, and is never sent twice.
  retries 2
  retry-on conn-failure
  option redispatch 1

frontend orbis
  bind 127.0.0.1:${port}
  use_backend orbis_sockets if { path_beg /socket.io/ }
  default_backend orbis

backend orbis
  balance roundrobin
  # A process gets calls while it runs; without the database or Redis it answers 503 itself.
  option httpchk GET /livez
  http-check expect status 200
  default-server inter 1s fall 2 rise 2
${checked.join('\n')}

backend orbis_sockets
  # A socket stays for the whole game: each new one goes to the process with the fewest.
  balance leastconn
${tracking.join('\n')}
`;
}

/** Starts HAProxy (`haproxy -f cfg -db`, a child process) and waits until it serves a backend. */
export async function startHaproxy(backends: string[]): Promise<Haproxy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbis-bench-haproxy-'));
  const port = await freePort();
  const cfg = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(cfg, haproxyConfig(port, backends));
  const child = spawn(HAPROXY, ['-f', cfg, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`haproxy exited with ${child.exitCode}:\n${output}`);
    }
    const ok = await fetch(`${url}/livez`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`haproxy did not serve ${url}/livez within 20 s:\n${output}`);
}
