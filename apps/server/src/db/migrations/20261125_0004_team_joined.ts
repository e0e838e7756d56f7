import { type Kysely } from 'kysely';

/**
 * When a player first entered each team with its access code: the control screen shows which
 * teams have joined, even while their phones sleep. Null until then (and for every team of the
 * games played before this column).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('game_teams').addColumn('joined_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('game_teams').dropColumn('joined_at').execute();
}
