import type { Db } from '../db/database.js';
import { nowIso } from '../db/values.js';

/**
 * The id of the seeded language `code` in `table`, creating it on the first seed. A marker in
 * `settings` remembers that it was created, so a language the admin deleted stays deleted (null).
 */
export async function seededLanguageId(
  db: Db,
  table: 'languages' | 'admin_languages',
  code: string,
  name: string,
): Promise<number | null> {
  const marker = `seed.${table === 'languages' ? 'game_language' : 'admin_language'}.${code}`;
  const byCode = () =>
    db.selectFrom(table).select('id').where('code', '=', code).executeTakeFirst();
  const seededBefore = await db
    .selectFrom('settings')
    .select('key')
    .where('key', '=', marker)
    .executeTakeFirst();
  await db
    .insertInto('settings')
    .values({ key: marker, value: nowIso() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const existing = await byCode();
  if (existing) return existing.id;
  if (seededBefore) return null;
  await db
    .insertInto(table)
    .values({ code, name, created_at: nowIso() })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  return (await byCode())?.id ?? null;
}
