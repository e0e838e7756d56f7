import { type Kysely } from 'kysely';

/**
 * Each team's draft: the orders its phones are ticking for the running round, before they are
 * sent. One row per team (a new draft replaces it); sending the set, the round's end and an undo
 * delete it. Never read by the resolution.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('game_drafts')
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('team_id', 'integer', (c) =>
      c.notNull().references('game_teams.id').onDelete('cascade'),
    )
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('orders', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_drafts_pk', ['game_id', 'team_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('game_drafts').ifExists().execute();
}
