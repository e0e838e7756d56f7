import { type Kysely } from 'kysely';

/**
 * A game's published chronicle (API.md "The chronicle to take home"): at most one per game, the
 * unguessable token its public address holds and when it was published (it expires
 * CHRONICLE_DAYS later). Taking it down deletes the row, so publishing again makes a new token;
 * deleting the game deletes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('game_chronicles')
    .addColumn('game_id', 'integer', (c) =>
      c.primaryKey().references('games.id').onDelete('cascade'),
    )
    .addColumn('token', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('game_chronicles').ifExists().execute();
}
