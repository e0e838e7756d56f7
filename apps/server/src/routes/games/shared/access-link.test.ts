// The access link of the control screen and the projector's stats (API.md `access_link`): a
// laptop opened at localhost gives the phones its network address, never its loopback one.
import { paths, type GameControl, type GameStats } from '@orbis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import type { TestClient } from '../../../test/client.js';
import { TEST_DIALECTS } from '../../../test/databases.js';
import { createGame } from '../../../test/games.js';
import { LAPTOP, LOOPBACK_ONLY } from '../../../test/interfaces.js';

/** The access link of the control screen and of the stats, asked with this Host header. */
async function links(host: TestClient, anyone: TestClient, gameId: number, hostHeader: string) {
  const headers = { headers: { host: hostHeader } };
  const control = await host.post(paths.hostGamesControl, { gameId }, headers);
  const stats = await anyone.post(paths.hostGamesStats, { gameId }, headers);
  expect(control.statusCode).toBe(200);
  expect(stats.statusCode).toBe(200);
  return [control.json<GameControl>().game.access_link, stats.json<GameStats>().game.access_link];
}

describe.each(TEST_DIALECTS)('the access link (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  it('names the machine’s network address when the browser used the machine itself', async () => {
    t.app.networkInterfaces = () => LAPTOP;
    const game = await createGame(t);
    const anyone = await t.client().csrf();
    const lan = `http://192.168.43.17:8080/game/${game.id}`;
    for (const header of ['localhost:8080', '127.0.0.1:8080', '[::1]:8080']) {
      expect(await links(game.host, anyone, game.id, header)).toEqual([lan, lan]);
    }
  });

  it('keeps an address the phones can reach, and never serves one link for another', async () => {
    t.app.networkInterfaces = () => LAPTOP;
    const game = await createGame(t);
    const anyone = await t.client().csrf();
    const kept = `http://192.168.1.20:8080/game/${game.id}`;
    const machine = `http://192.168.43.17:8080/game/${game.id}`;
    // The control screen is cached per game version and link: each address gets its own.
    expect(await links(game.host, anyone, game.id, '192.168.1.20:8080')).toEqual([kept, kept]);
    expect(await links(game.host, anyone, game.id, 'localhost:8080')).toEqual([machine, machine]);
    expect(await links(game.host, anyone, game.id, '192.168.1.20:8080')).toEqual([kept, kept]);
    // The laptop left the network: the same request now gets the loopback link, not the cached one.
    t.app.networkInterfaces = () => LOOPBACK_ONLY;
    const local = `http://localhost:8080/game/${game.id}`;
    expect(await links(game.host, anyone, game.id, 'localhost:8080')).toEqual([local, local]);
    // And the network address again once it is back.
    t.app.networkInterfaces = () => LAPTOP;
    expect(await links(game.host, anyone, game.id, 'localhost:8080')).toEqual([machine, machine]);
  });

  it('takes PUBLIC_URL whatever the browser used', async () => {
    const other = await startTestApp(dialect, { PUBLIC_URL: 'https://play.example.org/' });
    try {
      other.app.networkInterfaces = () => LAPTOP;
      const game = await createGame(other);
      const anyone = await other.client().csrf();
      const link = `https://play.example.org/game/${game.id}`;
      for (const header of ['localhost:8080', '192.168.1.20:8080']) {
        expect(await links(game.host, anyone, game.id, header)).toEqual([link, link]);
      }
    } finally {
      await other.close();
    }
  });

  it('stays on loopback when the server listens there only (no phone could open the other)', async () => {
    const other = await startTestApp(dialect, { HOST: '127.0.0.1' });
    try {
      other.app.networkInterfaces = () => LAPTOP;
      const game = await createGame(other);
      const link = `http://127.0.0.1:8080/game/${game.id}`;
      const anyone = await other.client().csrf();
      expect(await links(game.host, anyone, game.id, '127.0.0.1:8080')).toEqual([link, link]);
    } finally {
      await other.close();
    }
  });
});
