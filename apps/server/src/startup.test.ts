// `npm start`'s last lines (API.md "The room"), from a real server process: every address phones
// can use, loopback last, then on a first start the generated admin's email and password, which
// sign in. Logs at info level run before them, as they would on a facilitator's laptop.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { paths } from '@orbis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { networkAddresses } from './network-addresses.js';
import { HttpClient } from './test/http-client.js';
import {
  ensureServerBuilt,
  startServerProcess,
  type ServerProcess,
} from './test/server-process.js';
import { until } from './test/until.js';

/** The output's lines from the last "Orbis is ready" on, without the trailing blank ones. */
function startupLines(out: string): string[] {
  const lines = out.trimEnd().split('\n');
  return lines.slice(
    lines.lastIndexOf(lines.findLast((l) => l.startsWith('Orbis is ready')) ?? ''),
  );
}

/** Waits until the process has printed its start-up lines, and returns its whole output. */
async function readyOutput(server: ServerProcess): Promise<string> {
  return until('the start-up lines', async () =>
    /^This (password is shown once|computer only)/m.test(server.stdout())
      ? server.stdout()
      : undefined,
  );
}

describe('the start-up lines', () => {
  let dataDir: string;
  const servers: ServerProcess[] = [];
  const start = async (env: Record<string, string>) => {
    const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env });
    servers.push(server);
    return server;
  };

  beforeAll(() => {
    ensureServerBuilt();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbis-startup-'));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('end with the addresses for phones, loopback last, then the first admin', async () => {
    const server = await start({ HOST: '0.0.0.0' });
    const out = await readyOutput(server);
    const port = new URL(server.url).port;
    const lines = startupLines(out);
    const phones = networkAddresses(os.networkInterfaces()).map((a) => `  http://${a}:${port}`);
    // This machine has a network address: the journeys and this test need one.
    expect(phones.length).toBeGreaterThan(0);
    expect(lines.slice(0, phones.length + 3)).toEqual([
      'Orbis is ready (sqlite).',
      'Phones in the room open one of these addresses:',
      ...phones,
      `This computer only: http://localhost:${port} (sign in at http://localhost:${port}/#/login)`,
    ]);
    // The logs came before: the server had logged where it listens.
    expect(out.indexOf('Server listening at')).toBeGreaterThan(-1);
    expect(out.indexOf('Server listening at')).toBeLessThan(out.indexOf('Orbis is ready'));

    const [created, once, ...rest] = lines.slice(phones.length + 4);
    expect(rest).toEqual([]);
    expect(once).toBe(
      'This password is shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.',
    );
    const match = /^Created the first admin\. Sign in as (\S+) with the password: (\S+)$/.exec(
      created ?? '',
    );
    expect(match?.[1]).toBe('admin@orbis.local');
    // The password shown is the admin's.
    const admin = await new HttpClient(server.url).login(match?.[1] ?? '', match?.[2] ?? '');
    expect((await admin.get(paths.user)).json()).toMatchObject({ role: 'admin' });
    await server.stop();
  }, 120_000);

  it('on later starts, end with the addresses; listening on loopback, say no phone reaches it', async () => {
    const server = await start({ HOST: '127.0.0.1' });
    const port = new URL(server.url).port;
    expect(startupLines(await readyOutput(server))).toEqual([
      'Orbis is ready (sqlite).',
      'No phone can reach this server: it listens on 127.0.0.1 only (HOST). ' +
        'Set HOST=0.0.0.0 to let phones in.',
      'See docs/operations.md, "Running a game from a laptop".',
      `This computer only: http://127.0.0.1:${port} (sign in at http://127.0.0.1:${port}/#/login)`,
    ]);
  }, 120_000);
});
