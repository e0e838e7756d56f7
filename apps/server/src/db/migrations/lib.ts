// Helpers that migrations import. Landed migrations depend on this file: never change what an
// existing helper emits; add a new helper instead.
import type { CreateTableBuilder, Kysely } from 'kysely';
import { isPostgres } from '../database.js';

/** Migrations take the dialect check from here with their other helpers. */
export { isPostgres };

/** Adds an auto-generated integer primary key named `id`, portable across both databases. */
export function withId<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
