// `npm run backup` while a real server process writes, and `npm run restore` into a new DATA_DIR
// under a second server: the same games, sign-ins and pictures.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  paths,
  type HostGamesListItem,
  type PlayerState,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@orbis/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.js';
import { ADMIN } from '../../test/app.js';
import { addGame, joinWith, startRound } from '../../test/games.js';
import { HttpClient } from '../../test/http-client.js';
import { multipartFile } from '../../test/multipart.js';
import {
  ensureServerBuilt,
  runServerCli,
  startServerProcess,
  type ServerProcess,
} from '../../test/server-process.js';
import { checkReplay } from '../games/write/replay.js';
import { BACKUP_FILES, type Manifest } from './backup.js';

/** Folders made by the tests, removed after. */
const made: string[] = [];
const tmp = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `orbis-${name}-`));
  made.push(dir);
  return dir;
};

/** The same client's cookies, on another server. */
function sameClientOn(client: HttpClient, url: string): HttpClient {
  const copy = new HttpClient(url);
  for (const [name, value] of client.cookies) copy.cookies.set(name, value);
  return copy;
}

/** Uploads a picture as the back-office does; returns its address. */
async function uploadPicture(admin: HttpClient): Promise<string> {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c63' } })
    .png()
    .toBuffer();
  const { payload, headers } = await multipartFile('picture', bytes, 'city.png', 'image/png');
  const res = await fetch(`${admin.baseUrl}${paths.uploadPicture}`, {
    method: 'POST',
    body: payload,
    headers: {
      ...headers,
      cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      [XSRF_HEADER]: decodeURIComponent(admin.cookies.get(XSRF_COOKIE) ?? ''),
    },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

const bytesAt = async (url: string) => Buffer.from(await (await fetch(url)).arrayBuffer());

describe('backing up and restoring a SQLite DATA_DIR', () => {
  const dirs = { live: tmp('live'), backup: '', restored: tmp('restored'), pictures: tmp('pg') };
  let live: ServerProcess;
  let restored: ServerProcess | undefined;

  beforeAll(async () => {
    ensureServerBuilt();
    dirs.backup = path.join(tmp('backups'), 'monday');
    live = await startServerProcess({
      DATA_DIR: dirs.live,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([live?.stop(), restored?.stop()]);
    for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('copies a running server’s data while it writes, and restores the same games, sign-ins and pictures', async () => {
    const admin = await new HttpClient(live.url).login(ADMIN.email, ADMIN.password);
    const email = `host-${crypto.randomBytes(4).toString('hex')}@test.local`;
    const password = 'host-password-1';
    await admin.post(paths.hostsAdd, {
      email,
      name: 'Host',
      company: 'Orbis',
      password,
      password_confirmation: password,
      description: '',
    });
    const host = await new HttpClient(live.url).login(email, password);
    const game = await addGame(host, { teams: 2, title: 'Monday game' });
    const team = await joinWith(await new HttpClient(live.url).csrf(), game.id, game.teams[0]!);
    await startRound(host, game.id, 1);
    const picture = await uploadPicture(admin);
    const hosts = (await admin.get(paths.hostsList)).body;

    // The team keeps sending orders (each a write to the game) while the backup runs.
    let writing = true;
    let writes = 0;
    const writer = (async () => {
      while (writing) {
        const res = await team.post(paths.gameOrders, {
          gameId: game.id,
          round: 1,
          orders: [{ type: 'ecology' }],
        });
        expect(res.statusCode).toBe(200);
        writes++;
      }
    })();
    while (writes === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const backedUp = await runServerCli('backup', [dirs.backup], { DATA_DIR: dirs.live });
    writing = false;
    await writer;
    expect(backedUp).toMatchObject({ code: 0, stderr: '' });
    expect(backedUp.stdout).toMatch(/^Backed up the database and \d+ pictures into /);
    const manifest = JSON.parse(
      fs.readFileSync(path.join(dirs.backup, BACKUP_FILES.manifest), 'utf8'),
    ) as Manifest;
    expect(manifest).toMatchObject({ format: 1, database: 'sqlite' });

    // Not while the server runs on that DATA_DIR.
    const refused = await runServerCli('restore', [dirs.backup], { DATA_DIR: dirs.live });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/A server uses .* stop it before restoring/);

    const put = await runServerCli('restore', [dirs.backup], { DATA_DIR: dirs.restored });
    expect(put).toMatchObject({ code: 0, stderr: '' });
    // The copy is one moment of the game: its journal replays to its state.
    const handle = await openDatabase({ databaseUrl: null, dataDir: dirs.restored });
    expect((await checkReplay(handle.db, game.id)).problems).toEqual([]);
    await handle.close();

    restored = await startServerProcess({ DATA_DIR: dirs.restored });
    const adminThere = sameClientOn(admin, restored.url);
    const hostThere = sameClientOn(host, restored.url);
    const teamThere = sameClientOn(team, restored.url);
    // The sign-ins carry over: the same cookies are signed in there.
    expect((await adminThere.get(paths.hostsList)).body).toBe(hosts);
    const games = (await hostThere.get(paths.hostGamesList)).json<HostGamesListItem[]>();
    expect(games.map((g) => [g.id, g.title, g.round])).toEqual([[game.id, 'Monday game', 1]]);
    const state = await teamThere.get(`${paths.gameState}?gameId=${game.id}`);
    expect(state.statusCode).toBe(200);
    expect(state.json<PlayerState>().game.id).toBe(game.id);
    expect(await bytesAt(`${restored.url}${picture}`)).toEqual(
      await bytesAt(`${live.url}${picture}`),
    );
  });

  it('with DATABASE_URL, copies the pictures and says how to dump and restore the database', async () => {
    const folder = path.join(tmp('backups'), 'pg');
    const env = { DATA_DIR: dirs.live, DATABASE_URL: 'postgres://orbis@db.invalid:5432/orbis' };
    const backedUp = await runServerCli('backup', [folder], env);
    expect(backedUp.code).toBe(0);
    expect(backedUp.stdout).toContain(
      `pg_dump --format=custom --file="${path.join(folder, BACKUP_FILES.pgDump)}" "$DATABASE_URL"`,
    );
    expect(fs.existsSync(path.join(folder, BACKUP_FILES.database))).toBe(false);
    expect(fs.readdirSync(path.join(folder, BACKUP_FILES.uploads)).sort()).toEqual(
      fs.readdirSync(path.join(dirs.live, 'uploads')).sort(),
    );

    const put = await runServerCli('restore', [folder], { ...env, DATA_DIR: dirs.pictures });
    expect(put.code).toBe(0);
    expect(put.stdout).toContain(
      'pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL"',
    );
    expect(fs.readdirSync(path.join(dirs.pictures, 'uploads')).sort()).toEqual(
      fs.readdirSync(path.join(dirs.live, 'uploads')).sort(),
    );
    // Without DATABASE_URL that backup has no database to put back.
    const noDatabase = await runServerCli('restore', [folder], { DATA_DIR: tmp('none') });
    expect(noDatabase.code).toBe(1);
    expect(noDatabase.stderr).toMatch(/holds no SQLite database/);
  });
});
