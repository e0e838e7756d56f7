// The built server a benchmark script measures, as `npm start` runs it: on a free loopback port,
// on an empty SQLite database in a temporary folder (no Redis), with a first admin to sign in as.
// (The TypeScript benches in apps/server/bench start theirs with src/test/server-process.ts.)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './ensure-built.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/**
 * Builds what is stale and starts the server, its data in a new folder named `tmpPrefix`...
 * under the system's temporary folder. `ready()` waits until it answers (at most 60 s); `stop()`
 * ends it and deletes its data. `session()` is a signed-out API caller with cookies of its own:
 * `call(method, url, body)` answers fetch's Response, having echoed the XSRF token as the web
 * app does.
 */
export async function startBenchServer(tmpPrefix) {
  ensureBuilt();
  const { paths, XSRF_HEADER } = await import('../packages/contracts/dist/index.js');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), tmpPrefix));
  const admin = { email: 'bench@orbis.local', password: 'bench-password-1' };
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });

  function session() {
    const jar = new Map();
    return async function call(method, url, body) {
      const headers = { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
      const xsrf = jar.get('XSRF-TOKEN');
      if (xsrf) headers[XSRF_HEADER] = decodeURIComponent(xsrf);
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(base + url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      for (const cookie of res.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      return res;
    };
  }

  async function ready() {
    for (let i = 0; i < 600; i++) {
      try {
        if ((await fetch(base + paths.healthz)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the server did not start');
  }

  function stop() {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  return { paths, base, admin, session, ready, stop };
}
