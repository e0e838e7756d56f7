import type { Db } from '../../db/database.js';

/**
 * The setting `key`, created with `make()` on first use. Concurrent first starts agree on one
 * value: the insert ignores a conflict and everyone reads back the winner.
 */
export async function getOrCreateSetting(db: Db, key: string, make: () => string): Promise<string> {
  await db
    .insertInto('settings')
    .values({ key, value: make() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return row.value;
}
