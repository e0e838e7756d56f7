import type { Db } from '../db/database.js';
import { SEED_COUNTRIES } from './countries.js';
import { seededLanguageId } from './seeded-language.js';
import { SEEDED_MESSAGE_TRANSLATIONS, SYSTEM_MESSAGES } from './system-messages.js';

/** The game languages the seed creates, with their names in themselves. */
export const SEEDED_GAME_LANGUAGES = [
  { code: 'ru', name: 'Русский' },
  { code: 'en', name: 'English' },
] as const;

type SeededCode = (typeof SEEDED_GAME_LANGUAGES)[number]['code'];

/**
 * Russian names of the seeded countries and cities, keyed by their English name (the original in
 * country_presets / city_presets), taken from the country seed. A preset whose name is not here
 * (added or renamed by an admin) stays untranslated, which the coverage shows.
 */
export const RU_COUNTRY_NAMES: ReadonlyMap<string, string> = new Map(
  SEED_COUNTRIES.map((c) => [c.name.en, c.name.ru]),
);
export const RU_CITY_NAMES: ReadonlyMap<string, string> = new Map(
  SEED_COUNTRIES.flatMap((c) => c.cities.map((city) => [city.name.en, city.name.ru] as const)),
);

/** The name of a seeded preset in `code`, or undefined when the seed does not know it. */
function seededName(code: SeededCode, table: ReadonlyMap<string, string>, original: string) {
  const ru = table.get(original);
  if (ru === undefined) return undefined;
  return code === 'ru' ? ru : original;
}

/**
 * Seeds the system messages and the ru/en game languages. The message originals follow the code;
 * translations are only added where missing, so an admin's edits (including a translation cleared
 * on purpose, stored as blank) are never overwritten. A seeded language an admin has deleted is
 * not created again.
 */
export async function seedLanguages(db: Db, _dataDir: string): Promise<void> {
  await seedSystemMessages(db);
  for (const language of SEEDED_GAME_LANGUAGES) {
    const languageId = await seededLanguageId(db, 'languages', language.code, language.name);
    if (languageId == null) continue;
    await seedMessageTranslations(db, languageId, SEEDED_MESSAGE_TRANSLATIONS[language.code]);
    await seedNameTranslations(db, languageId, language.code);
  }
}

async function seedSystemMessages(db: Db): Promise<void> {
  const ids = SYSTEM_MESSAGES.map((m) => m.id);
  // A message the code no longer defines is gone from the game, with its translations.
  await db.deleteFrom('system_messages').where('id', 'not in', ids).execute();
  await db
    .insertInto('system_messages')
    .values(
      SYSTEM_MESSAGES.map((m, position) => ({ id: m.id, original_value: m.original, position })),
    )
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        original_value: eb.ref('excluded.original_value'),
        position: eb.ref('excluded.position'),
      })),
    )
    .execute();
}

async function seedMessageTranslations(
  db: Db,
  languageId: number,
  texts: Record<string, string>,
): Promise<void> {
  const values = SYSTEM_MESSAGES.flatMap((m) => {
    const value = texts[m.id];
    return value === undefined ? [] : [{ language_id: languageId, message_id: m.id, value }];
  });
  if (values.length === 0) return;
  await db
    .insertInto('language_messages')
    .values(values)
    .onConflict((oc) => oc.columns(['language_id', 'message_id']).doNothing())
    .execute();
}

async function seedNameTranslations(db: Db, languageId: number, code: SeededCode): Promise<void> {
  const countries = await db.selectFrom('country_presets').select(['id', 'name']).execute();
  const countryValues = countries.flatMap((c) => {
    const value = seededName(code, RU_COUNTRY_NAMES, c.name);
    return value === undefined ? [] : [{ language_id: languageId, country_preset_id: c.id, value }];
  });
  if (countryValues.length > 0) {
    await db
      .insertInto('language_country_names')
      .values(countryValues)
      .onConflict((oc) => oc.columns(['language_id', 'country_preset_id']).doNothing())
      .execute();
  }

  const cities = await db.selectFrom('city_presets').select(['id', 'name']).execute();
  const cityValues = cities.flatMap((c) => {
    const value = seededName(code, RU_CITY_NAMES, c.name);
    return value === undefined ? [] : [{ language_id: languageId, city_preset_id: c.id, value }];
  });
  if (cityValues.length > 0) {
    await db
      .insertInto('language_city_names')
      .values(cityValues)
      .onConflict((oc) => oc.columns(['language_id', 'city_preset_id']).doNothing())
      .execute();
  }
}
