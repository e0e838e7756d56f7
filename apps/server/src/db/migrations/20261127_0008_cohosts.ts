import { type Kysely } from 'kysely';

/**
 * A game's co-hosts: other hosts its owner (`games.host_id`) has named to run it with them. One
 * row per game and host; deleting the game or the user deletes the row. Read with the game's
 * header by every access check, and by host for the host's list of games.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('game_cohosts')
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('host_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_cohosts_pk', ['game_id', 'host_id'])
    .execute();
  await db.schema.createIndex('game_cohosts_host').on('game_cohosts').column('host_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('game_cohosts').ifExists().execute();
}
