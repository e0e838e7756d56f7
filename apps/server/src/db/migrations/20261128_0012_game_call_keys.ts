import type { Kysely } from 'kysely';

/**
 * The keys of a game's host calls (`Idempotency-Key`), each stored with the write it named, in
 * the same transaction: a call repeated with its key (a retry whose answer was lost, a balancer
 * that sent it twice) is answered with the first call's answer and changes nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('game_call_keys')
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('call_key', 'text', (c) => c.notNull())
    .addColumn('call', 'text', (c) => c.notNull())
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_call_keys_pk', ['game_id', 'call_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('game_call_keys').ifExists().execute();
}
