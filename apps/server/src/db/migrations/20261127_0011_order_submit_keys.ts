import type { Kysely } from 'kysely';

/**
 * The key a team's phone sent its set with (`Idempotency-Key`), so that a send retried after a
 * lost answer is recognised and not applied twice. Null for a set sent without one, a set the
 * host entered, and every set stored before this column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('game_orders').addColumn('submit_key', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('game_orders').dropColumn('submit_key').execute();
}
