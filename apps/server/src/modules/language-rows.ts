// Game languages (`languages`) and back-office languages (`admin_languages`) are rows of the
// same columns: these are the queries the two tables share.
import type { Db } from '../db/database.js';
import { nowIso } from '../db/values.js';

/** The table of game languages or of back-office languages. */
export type LanguageTable = 'languages' | 'admin_languages';

export interface LanguageRow {
  id: number;
  code: string;
  name: string;
}

/** Every language of `table`, oldest first. */
export async function listLanguageRows(db: Db, table: LanguageTable): Promise<LanguageRow[]> {
  return db.selectFrom(table).select(['id', 'code', 'name']).orderBy('id').execute();
}

/** The language of `table` with this id, if any. */
export async function findLanguageRow(
  db: Db,
  table: LanguageTable,
  id: number,
): Promise<LanguageRow | null> {
  const row = await db
    .selectFrom(table)
    .select(['id', 'code', 'name'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

/** True when another language of `table` (not `exceptId`) has this code. */
export async function languageCodeTaken(
  db: Db,
  table: LanguageTable,
  code: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db.selectFrom(table).select('id').where('code', '=', code);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) != null;
}

/** Inserts a language into `table` and returns its id. */
export async function insertLanguageRow(
  db: Db,
  table: LanguageTable,
  lang: { code: string; name: string },
): Promise<number> {
  const row = await db
    .insertInto(table)
    .values({ code: lang.code, name: lang.name, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
