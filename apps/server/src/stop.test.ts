// SIGTERM to a real server process with a socket open and requests flowing (API.md
// "Operations"): it exits 0 within 10 s, the socket is closed so that its client can reconnect
// elsewhere, and what it stored is whole.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { channels, paths } from '@orbis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.js';
import { checkReplay } from './modules/games/write/replay.js';
import { lastRound } from './modules/games/repository/rounds.js';
import { ADMIN } from './test/app.js';
import type { ApiAnswer } from './test/client.js';
import { addGame, joinWith, startRound } from './test/games.js';
import { HttpClient } from './test/http-client.js';
import {
  ensureServerBuilt,
  startServerProcess,
  type ServerProcess,
} from './test/server-process.js';
import { connectSocket, subscribe } from './test/sockets.js';

describe('stopping a server with SIGTERM', () => {
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    ensureServerBuilt();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbis-stop-'));
    server = await startServerProcess({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes what is in flight, closes the sockets and exits 0 within 10 s', async () => {
    const admin = await new HttpClient(server.url).login(ADMIN.email, ADMIN.password);
    // A long game, so that the host never runs out of rounds to end.
    const vars = (await admin.get(paths.variables)).json<{ id: number; key: string }[]>();
    const rounds = vars.find((v) => v.key === 'rounds')?.id;
    const preset = (
      await admin.post(paths.variablesPresetsAdd, {
        variablesPreset: { name: 'Long', values: { [String(rounds)]: '100' } },
      })
    ).json<{ id: number }>().id;
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
    const host = await new HttpClient(server.url).login(email, password);
    const game = await addGame(host, { teams: 3, preset });
    const team = await joinWith(await new HttpClient(server.url).csrf(), game.id, game.teams[0]!);
    await startRound(host, game.id, 1);

    const socket = await connectSocket(server.url);
    expect(await subscribe(socket, channels.game(game.id))).toEqual({ ok: true });
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    // Requests flowing until the server is gone: a team reading and ordering, the host ending
    // and starting rounds. Each outcome is kept; a refused connection ends its loop.
    const outcomes: (number | 'refused')[] = [];
    let round = 1;
    let ended = 0;
    const call = async (request: () => Promise<ApiAnswer>) => {
      const res = await request().catch(() => null);
      outcomes.push(res ? res.statusCode : 'refused');
      return res;
    };
    let roundsEnded!: () => void;
    const twoRoundsEnded = new Promise<void>((resolve) => (roundsEnded = resolve));
    const flows = [
      (async () => {
        while (await call(() => team.get(`${paths.gameState}?gameId=${game.id}`)));
      })(),
      (async () => {
        const orders = () =>
          team.post(paths.gameOrders, { gameId: game.id, round, orders: [{ type: 'ecology' }] });
        while (await call(orders));
      })(),
      (async () => {
        for (;;) {
          const end = await call(() => host.post(paths.hostGamesRound, { gameId: game.id, round }));
          if (end?.statusCode !== 200) break;
          ended = round;
          if (ended === 2) roundsEnded();
          const next = round + 1;
          const start = await call(() =>
            host.post(paths.hostGamesStartRound, { gameId: game.id, round: next }),
          );
          if (start?.statusCode !== 200) break;
          round = next;
        }
      })(),
    ];
    await twoRoundsEnded;

    const signalled = Date.now();
    const exit = await server.stop();
    const took = Date.now() - signalled;
    await Promise.all(flows);

    expect(exit).toEqual({ code: 0, signal: null });
    expect(took).toBeLessThan(10_000);
    expect(await closed).toBe('transport close');
    // Every call was answered as usual, or 503 (stopping), or found the port closed: never 500.
    expect(outcomes.filter((o) => ![200, 409, 503, 'refused'].includes(o))).toEqual([]);

    // Nothing half-written: the journal replays to the stored state, a round row for each
    // round ended, and every end the host saw answered 200 is there.
    const handle = await openDatabase({ databaseUrl: null, dataDir });
    try {
      const replay = await checkReplay(handle.db, game.id);
      expect(replay.problems).toEqual([]);
      const stored = replay.stored;
      expect((await lastRound(handle.db, game.id))?.round ?? 0).toBe(stored.round - 1);
      expect(stored.round).toBeGreaterThan(ended);
    } finally {
      await handle.close();
    }
    // The server let go of DATA_DIR: a restore may run now.
    expect(fs.readdirSync(path.join(dataDir, 'run'))).toEqual([]);
  });
});
