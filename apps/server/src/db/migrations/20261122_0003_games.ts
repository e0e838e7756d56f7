import { type Kysely } from 'kysely';
import { withId } from './lib.js';

/**
 * Live games: each game's pinned setup and engine state with its version, its teams (with access
 * codes) and cities as pinned at creation, the order sets submitted each round, one record per
 * resolved round, and the journal of the other writes (round starts, credits, negotiations), so
 * that a game can be replayed from its initial state.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds a NOT NULL column only with a default; every game row is written whole by the
  // games module, so the defaults never stay.
  const columns: [string, 'integer' | 'text' | 'varchar(100)', (string | number | null)?][] = [
    ['preset_id', 'integer', null],
    ['preset_name', 'varchar(100)', null],
    ['initial_state', 'text', '{}'],
    ['state', 'text', '{}'],
    ['version', 'integer', 0],
    ['round', 'integer', 1],
    ['stopped', 'integer', 1],
    ['over', 'integer', 0],
  ];
  for (const [name, type, fallback] of columns) {
    await db.schema
      .alterTable('games')
      .addColumn(name, type, (c) => (fallback === null ? c : c.notNull().defaultTo(fallback)))
      .execute();
  }

  await withId(db, db.schema.createTable('game_teams'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    // The catalog preset it came from; no reference: deleting a preset leaves games as they are.
    .addColumn('country_preset_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(2000)', (c) => c.notNull())
    .addColumn('flag', 'varchar(300)', (c) => c.notNull())
    .addColumn('access_code', 'varchar(20)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('game_teams_game').on('game_teams').column('game_id').execute();

  await withId(db, db.schema.createTable('game_cities'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('team_id', 'integer', (c) =>
      c.notNull().references('game_teams.id').onDelete('cascade'),
    )
    .addColumn('city_preset_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(2000)', (c) => c.notNull())
    .addColumn('picture', 'varchar(300)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('game_cities_game').on('game_cities').column('game_id').execute();

  await db.schema
    .createTable('game_orders')
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('team_id', 'integer', (c) =>
      c.notNull().references('game_teams.id').onDelete('cascade'),
    )
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('orders', 'text', (c) => c.notNull())
    .addColumn('cost', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_orders_pk', ['game_id', 'round', 'team_id'])
    .execute();

  await db.schema
    .createTable('game_rounds')
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('state_before', 'text', (c) => c.notNull())
    .addColumn('orders', 'text', (c) => c.notNull())
    .addColumn('log', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_rounds_pk', ['game_id', 'round'])
    .execute();

  await withId(db, db.schema.createTable('game_actions'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('args', 'text', (c) => c.notNull())
    .addColumn('log', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('game_actions_game_seq')
    .on('game_actions')
    .columns(['game_id', 'seq'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['game_actions', 'game_rounds', 'game_orders', 'game_cities', 'game_teams'])
    await db.schema.dropTable(table).ifExists().execute();
  for (const column of [
    'over',
    'stopped',
    'round',
    'version',
    'state',
    'initial_state',
    'preset_name',
    'preset_id',
  ])
    await db.schema.alterTable('games').dropColumn(column).execute();
}
