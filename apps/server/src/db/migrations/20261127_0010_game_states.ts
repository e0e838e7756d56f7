import { sql, type Kysely } from 'kysely';

/**
 * A game's engine states move out of its row into `game_states`. Every write raises the game's
 * version, and an order set changes nothing else of the game: with 17 kB of state beside it, the
 * version's update rewrote the whole row (five pages on SQLite) for one integer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('game_states')
    .addColumn('game_id', 'integer', (c) =>
      c.primaryKey().references('games.id').onDelete('cascade'),
    )
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('initial_state', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into game_states (game_id, state, initial_state)
    select id, state, initial_state from games`.execute(db);
  await db.schema.alterTable('games').dropColumn('state').execute();
  await db.schema.alterTable('games').dropColumn('initial_state').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['initial_state', 'state'])
    await db.schema
      .alterTable('games')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo('{}'))
      .execute();
  await sql`update games set
    state = (select s.state from game_states s where s.game_id = games.id),
    initial_state = (select s.initial_state from game_states s where s.game_id = games.id)
    where exists (select 1 from game_states s where s.game_id = games.id)`.execute(db);
  await db.schema.dropTable('game_states').execute();
}
