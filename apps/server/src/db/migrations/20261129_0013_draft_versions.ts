import type { Kysely } from 'kysely';

/**
 * Each team's draft gets its own version: a draft is not a change of the game, so saving one
 * leaves the game's version alone, and `draft-changed` carries this one instead. A draft stored
 * before this column counts as saved once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('game_drafts')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('game_drafts').dropColumn('version').execute();
}
