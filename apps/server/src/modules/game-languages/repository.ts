import type { Db } from '../../db/database.js';
import { toNumber } from '../../db/values.js';
import {
  findLanguageRow,
  insertLanguageRow,
  languageCodeTaken,
  listLanguageRows,
} from '../language-rows.js';

/** The three kinds of text a game language translates, with their translation tables. */
export type NameKind = 'countries' | 'cities';

/** Every game language, oldest first. */
export const listLanguages = (db: Db) => listLanguageRows(db, 'languages');

/** The language with this id, if any. */
export const findLanguage = (db: Db, id: number) => findLanguageRow(db, 'languages', id);

/** True when another language (not `exceptId`) has this code. */
export const codeTaken = (db: Db, code: string, exceptId?: number) =>
  languageCodeTaken(db, 'languages', code, exceptId);

/** Inserts a language and returns its id. */
export const insertLanguage = (db: Db, lang: { code: string; name: string }) =>
  insertLanguageRow(db, 'languages', lang);

/** Renames a language or changes its code. */
export async function updateLanguage(
  db: Db,
  id: number,
  lang: { code: string; name: string },
): Promise<void> {
  await db
    .updateTable('languages')
    .set({ code: lang.code, name: lang.name })
    .where('id', '=', id)
    .execute();
}

/** Deletes a language; its translations go with it. */
export async function deleteLanguage(db: Db, id: number): Promise<void> {
  await db.deleteFrom('languages').where('id', '=', id).execute();
}

/** True when a game is played in this language. */
export async function languageInUse(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('games')
    .select('id')
    .where('language_id', '=', id)
    .executeTakeFirst();
  return row != null;
}

/** The system messages with their originals, in display order. */
export async function listSystemMessages(
  db: Db,
): Promise<{ id: string; original_value: string }[]> {
  return db
    .selectFrom('system_messages')
    .select(['id', 'original_value'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Of `ids`, those that are system messages. */
export async function existingMessageIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('system_messages').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** Of `ids`, those that are country presets (`countries`) or city presets (`cities`). */
export async function existingPresetIds(
  db: Db,
  kind: NameKind,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const table = kind === 'countries' ? 'country_presets' : 'city_presets';
  const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** Country presets (by id) and their city presets (in their order), with their original names. */
export async function listNameSources(db: Db) {
  const countries = await db
    .selectFrom('country_presets')
    .select(['id', 'name'])
    .orderBy('id')
    .execute();
  const cities = await db
    .selectFrom('city_presets')
    .select(['id', 'name', 'country_preset_id'])
    .orderBy('country_preset_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  return { countries, cities };
}

/** The language's non-blank message translations, keyed by message id. */
export async function messageTranslations(
  db: Db,
  languageId: number,
): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('language_messages')
    .select(['message_id', 'value'])
    .where('language_id', '=', languageId)
    .where('value', '<>', '')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.message_id, r.value]));
}

/** The language's non-blank country or city name translations, keyed by preset id. */
export async function nameTranslations(
  db: Db,
  languageId: number,
  kind: NameKind,
): Promise<Record<string, string>> {
  const rows =
    kind === 'countries'
      ? await db
          .selectFrom('language_country_names')
          .select(['country_preset_id as id', 'value'])
          .where('language_id', '=', languageId)
          .where('value', '<>', '')
          .execute()
      : await db
          .selectFrom('language_city_names')
          .select(['city_preset_id as id', 'value'])
          .where('language_id', '=', languageId)
          .where('value', '<>', '')
          .execute();
  return Object.fromEntries(rows.map((r) => [String(r.id), r.value]));
}

/**
 * Replaces the language's message translations with `texts`. A blank text is kept as a blank
 * row: the seed then knows the admin cleared it and does not fill it in again.
 */
export async function replaceMessageTranslations(
  db: Db,
  languageId: number,
  texts: Record<string, string>,
): Promise<void> {
  await db.deleteFrom('language_messages').where('language_id', '=', languageId).execute();
  const values = Object.entries(texts).map(([id, value]) => ({
    language_id: languageId,
    message_id: id,
    value,
  }));
  if (values.length > 0) await db.insertInto('language_messages').values(values).execute();
}

/** Replaces the language's country or city names with `texts` (keyed by preset id). */
export async function replaceNameTranslations(
  db: Db,
  languageId: number,
  kind: NameKind,
  texts: Record<string, string>,
): Promise<void> {
  const entries = Object.entries(texts).map(([id, value]) => [Number(id), value] as const);
  if (kind === 'countries') {
    await db.deleteFrom('language_country_names').where('language_id', '=', languageId).execute();
    const values = entries.map(([id, value]) => ({
      language_id: languageId,
      country_preset_id: id,
      value,
    }));
    if (values.length > 0) await db.insertInto('language_country_names').values(values).execute();
  } else {
    await db.deleteFrom('language_city_names').where('language_id', '=', languageId).execute();
    const values = entries.map(([id, value]) => ({
      language_id: languageId,
      city_preset_id: id,
      value,
    }));
    if (values.length > 0) await db.insertInto('language_city_names').values(values).execute();
  }
}

/** How many texts there are to translate, and how many each language has translated. */
export async function translationCounts(db: Db) {
  const total = async (table: 'system_messages' | 'country_presets' | 'city_presets') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return toNumber(row.n as number | string | bigint);
  };
  const translated = async (
    table: 'language_messages' | 'language_country_names' | 'language_city_names',
  ) => {
    const rows = await db
      .selectFrom(table)
      .select((eb) => ['language_id', eb.fn.countAll().as('n')])
      .where('value', '<>', '')
      .groupBy('language_id')
      .execute();
    return rows.map((r) => ({
      languageId: r.language_id,
      n: toNumber(r.n as number | string | bigint),
    }));
  };
  return {
    total:
      (await total('system_messages')) +
      (await total('country_presets')) +
      (await total('city_presets')),
    translated: [
      ...(await translated('language_messages')),
      ...(await translated('language_country_names')),
      ...(await translated('language_city_names')),
    ],
  };
}

/** Every language as an option, oldest first. */
export async function listLanguageOptions(db: Db) {
  const rows = await listLanguages(db);
  return rows.map((r) => ({ value: r.id, text: r.name, code: r.code }));
}

/** Country presets with their non-blank name translations, by language. */
export async function listCountryTranslations(db: Db) {
  const countries = await db.selectFrom('country_presets').select('id').orderBy('id').execute();
  const names = await db
    .selectFrom('language_country_names')
    .select(['country_preset_id', 'language_id', 'value'])
    .where('value', '<>', '')
    .orderBy('language_id')
    .execute();
  return { countries, names };
}
