import { sql, type Kysely } from 'kysely';

/**
 * Who entered each order set: its team (from a phone) or the game's host for it (from the
 * control screen). Every set stored before this column was sent by its team.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('game_orders')
    .addColumn('entered_by', 'text', (c) => c.notNull().defaultTo(sql`'team'`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('game_orders').dropColumn('entered_by').execute();
}
