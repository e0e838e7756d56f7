import { type Kysely } from 'kysely';

/**
 * The last balance check of each set of game variables, kept so that the add-game form can say
 * how a preset fared before a host picks it. Keyed by a hash of the whole set of values the bots
 * played (defaults included), so a result follows a preset's values: an edited preset is not
 * shown an old result, and a check run before saving counts for the preset saved.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('balance_checks')
    .addColumn('variables_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('checked_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('balance_checks').execute();
}
