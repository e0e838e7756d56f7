import { isPostgres, type Db } from '../../db/database.js';
import { nowIso } from '../../db/values.js';
import type { Cache } from '../cache.js';
import {
  findLanguageRow,
  insertLanguageRow,
  languageCodeTaken,
  listLanguageRows,
  type LanguageRow,
} from '../language-rows.js';

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

/** The codes of every admin language (cached; admin-language writes invalidate it). */
export async function listAdminLanguageCodes(db: Db, cache: Cache): Promise<string[]> {
  return cache.get('admin-labels', 'codes', async () => {
    const rows = await db.selectFrom('admin_languages').select('code').orderBy('id').execute();
    return rows.map((r) => r.code);
  });
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
 * original. An unknown code yields the originals. Cached, and shared by every caller: read only.
 */
export function labelMessages(
  db: Db,
  cache: Cache,
  code: string,
): Promise<Readonly<Record<string, string>>> {
  return cache.get('admin-labels', `messages:${code}`, () => loadLabelMessages(db, code));
}

async function loadLabelMessages(db: Db, code: string): Promise<Record<string, string>> {
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
export async function labelText(
  db: Db,
  cache: Cache,
  code: string,
  key: string,
): Promise<string | null> {
  return (await labelMessages(db, cache, code))[key] ?? null;
}

/** Every admin language, oldest first. */
export const listAdminLanguages = (db: Db) => listLanguageRows(db, 'admin_languages');

/** The admin language with this id, if any. */
export const findAdminLanguage = (db: Db, id: number) => findLanguageRow(db, 'admin_languages', id);

/** True when another admin language (not `exceptId`) has this code. */
export const adminCodeTaken = (db: Db, code: string, exceptId?: number) =>
  languageCodeTaken(db, 'admin_languages', code, exceptId);

/** Inserts an admin language with its label translations and returns its id. */
export async function insertAdminLanguage(
  db: Db,
  lang: { code: string; name: string; messages: Record<string, string> },
): Promise<number> {
  const id = await insertLanguageRow(db, 'admin_languages', { code: lang.code, name: lang.name });
  await replaceLabelTranslations(db, id, lang.messages);
  return id;
}

/** Renames an admin language or changes its code; users who chose it follow the new code. */
export async function updateAdminLanguage(
  db: Db,
  id: number,
  lang: { oldCode: string; code: string; name: string },
): Promise<void> {
  await db
    .updateTable('admin_languages')
    .set({ code: lang.code, name: lang.name })
    .where('id', '=', id)
    .execute();
  if (lang.oldCode !== lang.code) {
    await db
      .updateTable('users')
      .set({ admin_language: lang.code, updated_at: nowIso() })
      .where('admin_language', '=', lang.oldCode)
      .execute();
  }
}

/**
 * Deletes an admin language with its translations. Users who had chosen it get no choice
 * (null), which the i18n plugin resolves to the default, ru.
 */
export async function deleteAdminLanguage(db: Db, lang: LanguageRow): Promise<void> {
  await db
    .updateTable('users')
    .set({ admin_language: null, updated_at: nowIso() })
    .where('admin_language', '=', lang.code)
    .execute();
  await db.deleteFrom('admin_languages').where('id', '=', lang.id).execute();
}

/** How many admin languages there are. */
export async function countAdminLanguages(db: Db): Promise<number> {
  // Inside a transaction on PostgreSQL the rows are locked, so two deletes at once cannot both
  // see two languages and remove the last one (SQLite runs one transaction at a time anyway).
  const rows = await db
    .selectFrom('admin_languages')
    .select('id')
    .$if(isPostgres(db), (q) => q.forUpdate())
    .execute();
  return rows.length;
}

/** Every back-office label with its English original, ordered by key. */
export async function listLabels(db: Db): Promise<{ id: string; original_value: string }[]> {
  return db
    .selectFrom('admin_labels')
    .select(['key as id', 'original_value'])
    .orderBy('key')
    .execute();
}

/** Of `keys`, those that are back-office labels. */
export async function existingLabelKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.selectFrom('admin_labels').select('key').where('key', 'in', keys).execute();
  return new Set(rows.map((r) => r.key));
}

/** The language's non-blank label translations, keyed by label key. */
export async function labelTranslations(
  db: Db,
  languageId: number,
): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('admin_language_messages')
    .select(['label_key', 'value'])
    .where('language_id', '=', languageId)
    .where('value', '<>', '')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.label_key, r.value]));
}

/**
 * Replaces the language's label translations. A blank text is kept as a blank row (the label
 * falls back to its original), so the seed does not fill in what the admin cleared.
 */
export async function replaceLabelTranslations(
  db: Db,
  languageId: number,
  texts: Record<string, string>,
): Promise<void> {
  await db.deleteFrom('admin_language_messages').where('language_id', '=', languageId).execute();
  const values = Object.entries(texts).map(([key, value]) => ({
    language_id: languageId,
    label_key: key,
    value,
  }));
  if (values.length > 0) await db.insertInto('admin_language_messages').values(values).execute();
}
