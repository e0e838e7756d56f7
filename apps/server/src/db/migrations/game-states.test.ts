import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';
import { TEST_DIALECTS } from '../../test/databases.js';
import { createGame, startRound } from '../../test/games.js';
import { migrator } from './index.js';

describe.each(TEST_DIALECTS)('migration 0010, game_states (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  it("moves every game's states out of its row and back, unchanged", async () => {
    const game = await createGame(t);
    await startRound(game.host, game.id, 1);
    const db = t.database.db;
    const states = () =>
      db
        .selectFrom('game_states')
        .select(['game_id', 'state', 'initial_state'])
        .where('game_id', '=', game.id)
        .execute();
    const moved = await states();
    expect(moved).toHaveLength(1);
    expect(JSON.parse(moved[0]?.state ?? '{}')).toMatchObject({ round: 1, phase: 'running' });

    const down = await migrator(db).migrateTo('20261127_0009_orders_by');
    expect(down.error).toBeUndefined();
    const row = await sql<{ state: string; initial_state: string }>`
      select state, initial_state from games where id = ${game.id}`.execute(db);
    expect(row.rows).toEqual([{ state: moved[0]?.state, initial_state: moved[0]?.initial_state }]);

    const up = await migrator(db).migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(await states()).toEqual(moved);
    const columns = await sql<{
      state?: string;
    }>`select * from games where id = ${game.id}`.execute(db);
    expect(columns.rows[0]).not.toHaveProperty('state');
  });
});
