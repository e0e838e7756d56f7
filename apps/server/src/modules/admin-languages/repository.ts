import type { Db } from '../../db/database.js';

export interface AdminLanguageOption {
  value: string;
  text: string;
}

/** Every admin language as a dropdown option, oldest first. */
export async function listAdminLanguageOptions(db: Db): Promise<AdminLanguageOption[]> {
  const rows = await db
    .selectFrom('admin_languages')
    .select(['code', 'name'])
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ value: r.code, text: r.name }));
}

/** The codes of every admin language. */
export async function listAdminLanguageCodes(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('admin_languages').select('code').orderBy('id').execute();
  return rows.map((r) => r.code);
}

/** True when an admin language with this code exists. */
export async function adminLanguageExists(db: Db, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('admin_languages')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirst();
  return row != null;
}

/**
 * Every label in the language `code`; a label without a translation there falls back to its
 * original. An unknown code yields the originals.
 */
export async function labelMessages(db: Db, code: string): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('admin_labels as l')
    .leftJoin('admin_languages as lang', (j) => j.on('lang.code', '=', code))
    .leftJoin('admin_language_messages as m', (j) =>
      j.onRef('m.label_key', '=', 'l.key').onRef('m.language_id', '=', 'lang.id'),
    )
    .select(['l.key', 'l.original_value', 'm.value'])
    .execute();
  const map: Record<string, string> = {};
  for (const r of rows) map[r.key] = r.value != null && r.value !== '' ? r.value : r.original_value;
  return map;
}

/** One label's text in `code`, falling back to the original; null for an unknown key. */
export async function labelText(db: Db, code: string, key: string): Promise<string | null> {
  const row = await db
    .selectFrom('admin_labels as l')
    .leftJoin('admin_languages as lang', (j) => j.on('lang.code', '=', code))
    .leftJoin('admin_language_messages as m', (j) =>
      j.onRef('m.label_key', '=', 'l.key').onRef('m.language_id', '=', 'lang.id'),
    )
    .select(['l.original_value', 'm.value'])
    .where('l.key', '=', key)
    .executeTakeFirst();
  if (!row) return null;
  return row.value != null && row.value !== '' ? row.value : row.original_value;
}
