import path from 'node:path';
import { paths, type GameControl } from '@orbis/contracts';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { TEST_DIALECTS } from '../../../test/databases.js';
import {
  createGame,
  endRound,
  joinTeam,
  signedInHost,
  startRound,
  submit,
} from '../../../test/games.js';
import type { GameEvent } from './events.js';

type Team = GameControl['teams'][number];

describe.each(TEST_DIALECTS)('game events (%s)', (dialect) => {
  let t: TestApp;
  /** Reads a game's committed version through a connection of its own. */
  let committedVersion: (gameId: number) => Promise<number>;
  let closeReader: () => Promise<void>;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    if (t.testDb.databaseUrl) {
      const client = new pg.Client({ connectionString: t.testDb.databaseUrl });
      await client.connect();
      committedVersion = async (id) =>
        (await client.query('select version from games where id = $1', [id])).rows[0].version;
      closeReader = () => client.end();
    } else {
      const file = new SQLite(path.join(t.config.dataDir, 'orbis.sqlite'), { readonly: true });
      // Read at once, inside the listener: a later read could not tell "before the commit".
      committedVersion = (id) => {
        const row = file.prepare('select version from games where id = ?').get(id) as {
          version: number;
        };
        return Promise.resolve(row.version);
      };
      closeReader = async () => {
        file.close();
      };
    }
  });
  afterAll(async () => {
    await closeReader();
    await t.close();
  });

  /** Records the events (and the committed version when each arrived) while `fn` runs. */
  async function recording(fn: () => Promise<void>) {
    const seen: { event: GameEvent; version: Promise<number> }[] = [];
    const off = t.app.gameEvents.onAny((event) =>
      seen.push({ event, version: committedVersion(event.payload.gameId) }),
    );
    try {
      await fn();
    } finally {
      off();
    }
    return Promise.all(seen.map(async (s) => ({ ...s.event, committed: await s.version })));
  }

  it('fires after each write commits, with the round and version after it', async () => {
    const game = await createGame(t, { mods: ['negotiation'] });
    const [a, b] = game.teams as [Team, Team];
    const ta = await joinTeam(t, game.id, a);
    const gameId = game.id;
    const events = await recording(async () => {
      await startRound(game.host, gameId, 1);
      await submit(ta, gameId, 1, [{ type: 'ecology' }]);
      await game.host.post(paths.gameCredit, { gameId, countryTo: b.country.id, amount: 5 });
      await ta.post(paths.negotiationsRequest, { gameId, countryTo: b.country.id });
      await endRound(game.host, gameId, 1);
      await game.host.post(paths.hostGamesUndoRound, { gameId, round: 1 });
    });
    const first = events[0]?.payload.seq ?? 0;
    expect(events.map(({ name, payload }) => ({ name, payload }))).toEqual([
      { name: 'round-started', payload: { gameId, round: 1, seq: first } },
      {
        name: 'orders-accepted',
        payload: { gameId, round: 1, seq: first + 1, countryId: a.country.id },
      },
      {
        name: 'team-changed',
        payload: { gameId, round: 1, seq: first + 1, countryId: a.country.id },
      },
      {
        name: 'team-changed',
        payload: { gameId, round: 1, seq: first + 2, countryId: b.country.id },
      },
      {
        name: 'negotiation-changed',
        payload: { gameId, round: 1, seq: first + 3, countries: [a.country.id, b.country.id] },
      },
      { name: 'round-ended', payload: { gameId, round: 2, seq: first + 4 } },
      { name: 'round-started', payload: { gameId, round: 1, seq: first + 5 } },
    ]);
    // Each event saw its own write committed. SQLite's read runs inside the listener, so it sees
    // exactly that write; PostgreSQL's goes out on another connection and may be answered after
    // the test's next call committed too, but never before its own write.
    for (const e of events) {
      if (dialect === 'sqlite') expect(e.committed).toBe(e.payload.seq);
      else expect(e.committed).toBeGreaterThanOrEqual(e.payload.seq);
    }
  });

  it('fires nothing for a refused write', async () => {
    const game = await createGame(t, { mods: ['negotiation'] });
    const [a, b] = game.teams as [Team, Team];
    const ta = await joinTeam(t, game.id, a);
    const hostB = await signedInHost(t);
    const gameId = game.id;
    const events = await recording(async () => {
      const refused = [
        await game.host.post(paths.hostGamesStartRound, { gameId, round: 2 }),
        await game.host.post(paths.hostGamesRound, { gameId, round: 1 }),
        await game.host.post(paths.hostGamesUndoRound, { gameId, round: 1 }),
        await hostB.post(paths.hostGamesStartRound, { gameId, round: 1 }),
        await ta.post(paths.gameOrders, { gameId, round: 1, orders: [] }),
        await ta.post(paths.negotiationsAccept, { gameId, countryFrom: b.country.id }),
        await game.host.post(paths.hostGamesStartNegotiation, {
          gameId,
          countryFrom: a.country.id,
          countryTo: b.country.id,
        }),
        await game.host.post(paths.gameCredit, { gameId, countryTo: 999999, amount: 5 }),
      ];
      expect(refused.map((r) => r.statusCode)).toEqual([409, 409, 409, 403, 409, 409, 409, 422]);
      await startRound(game.host, gameId, 1);
      const invalid = await ta.post(paths.gameOrders, {
        gameId,
        round: 1,
        orders: [{ type: 'build_bombs', count: 1 }],
      });
      expect(invalid.statusCode).toBe(422);
    });
    expect(events.map((e) => e.name)).toEqual(['round-started']);
  });

  it('answers the caller even when a listener fails', async () => {
    const game = await createGame(t);
    const off = t.app.gameEvents.on('round-started', () => {
      throw new Error('listener failed');
    });
    try {
      const res = await game.host.post(paths.hostGamesStartRound, { gameId: game.id, round: 1 });
      expect(res.statusCode).toBe(200);
    } finally {
      off();
    }
  });
});
