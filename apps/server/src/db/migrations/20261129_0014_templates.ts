import { type Kysely } from 'kysely';
import { withId } from './lib.js';

/**
 * A host's game templates: a name and a saved `host/games/add` body (JSON text, with catalogue
 * ids), so that games can be made from it again. Deleting the host deletes them. Listed by host,
 * newest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('game_templates'))
    .addColumn('host_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('game_templates_host')
    .on('game_templates')
    .column('host_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('game_templates').ifExists().execute();
}
