// What a game's texts are read from: its language's row and the system messages with their
// translations into it (`languages`, `system_messages`, `language_messages`).
import type { Db } from '../../../db/database.js';

/** The code and name of language `languageId`, or undefined for a deleted one. */
export function findLanguage(
  db: Db,
  languageId: number,
): Promise<{ code: string; name: string } | undefined> {
  return db
    .selectFrom('languages')
    .select(['code', 'name'])
    .where('id', '=', languageId)
    .executeTakeFirst();
}

/**
 * Every system message in its order: its id, its original text and its text in language
 * `languageId` (null when it has none, or an empty one).
 */
export async function listSystemMessages(
  db: Db,
  languageId: number,
): Promise<{ id: string; original: string; text: string | null }[]> {
  const rows = await db
    .selectFrom('system_messages as m')
    .leftJoin('language_messages as lm', (join) =>
      join
        .onRef('lm.message_id', '=', 'm.id')
        .on('lm.language_id', '=', languageId)
        .on('lm.value', '<>', ''),
    )
    .select(['m.id', 'm.original_value', 'lm.value'])
    .orderBy('m.position')
    .orderBy('m.id')
    .execute();
  return rows.map((r) => ({ id: r.id, original: r.original_value, text: r.value }));
}
