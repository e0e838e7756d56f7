// The back-office labels of the catalogue (src/labels.ts) written into the database, in each
// language the catalogue is written in.
import type { Db } from '../db/database.js';
import { ADMIN_LABELS } from '../labels.js';
import { LABEL_LANGUAGES } from '../labels/label-text.js';
import { seededLanguageId } from './seeded-language.js';

/**
 * Writes every label's English original, and adds the texts a seeded language lacks: the texts
 * an admin edited stay as they are. A label the catalogue no longer has (a reworded text takes a
 * new key, so that it reaches databases that keep their texts) goes, with its translations.
 */
export async function seedAdminLabels(db: Db): Promise<void> {
  const entries = Object.entries(ADMIN_LABELS);
  await db
    .deleteFrom('admin_labels')
    .where(
      'key',
      'not in',
      entries.map(([key]) => key),
    )
    .execute();
  // The original follows the code, so a reworded English text reaches existing databases.
  await db
    .insertInto('admin_labels')
    .values(entries.map(([key, text]) => ({ key, original_value: text.en })))
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ original_value: (eb) => eb.ref('excluded.original_value') }),
    )
    .execute();
  for (const lang of LABEL_LANGUAGES) {
    const languageId = await seededLanguageId(db, 'admin_languages', lang.code, lang.name);
    if (languageId == null) continue;
    const values = entries.map(([key, text]) => ({
      language_id: languageId,
      label_key: key,
      value: text[lang.code],
    }));
    await db
      .insertInto('admin_language_messages')
      .values(values)
      .onConflict((oc) => oc.columns(['language_id', 'label_key']).doNothing())
      .execute();
  }
}
