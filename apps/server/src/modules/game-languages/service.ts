import { parseId } from '@orbis/contracts';
import type {
  CountryOption,
  LangNames,
  LanguageAddBody,
  LanguageListItem,
  LanguageResponse,
  LanguageUpdateBody,
} from '@orbis/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { Cache } from '../cache.js';
import { conflict, notFound, validationError, type FieldMessage } from '../../errors.js';
import { saveLanguage } from '../language-save.js';
import * as repo from './repository.js';

interface TranslationInput {
  messages?: Record<string, string>;
  countries?: Record<string, string>;
  cities?: Record<string, string>;
}

/** A whole percent, rounded down so that 100 means everything is translated. */
export function percent(part: number, total: number): number {
  return total === 0 ? 100 : Math.floor((part * 100) / total);
}

/** Every game language with its translation coverage. */
export async function listLanguages(db: Db): Promise<LanguageListItem[]> {
  const languages = await repo.listLanguages(db);
  const counts = await repo.translationCounts(db);
  const translated = new Map<number, number>();
  for (const c of counts.translated) {
    translated.set(c.languageId, (translated.get(c.languageId) ?? 0) + c.n);
  }
  return languages.map((l) => ({
    ...l,
    coverage: percent(translated.get(l.id) ?? 0, counts.total),
  }));
}

/** A language with its translated texts; 404 for an unknown id. */
export async function getLanguage(db: Db, id: number): Promise<LanguageResponse> {
  const language = await repo.findLanguage(db, id);
  if (!language) throw notFound();
  return {
    ...language,
    messages: await repo.messageTranslations(db, id),
    names: {
      countries: await repo.nameTranslations(db, id, 'countries'),
      cities: await repo.nameTranslations(db, id, 'cities'),
    },
  };
}

/**
 * Checks that every translated key is something to translate: a system message id, or the id
 * of an existing country or city preset. Errors name the field of each unknown key.
 */
async function checkKeys(db: Db, input: TranslationInput, prefix: string): Promise<void> {
  const errors: Record<string, FieldMessage> = {};
  if (input.messages) {
    const keys = Object.keys(input.messages);
    const known = await repo.existingMessageIds(db, keys);
    for (const key of keys) {
      if (!known.has(key))
        errors[`${prefix}messages.${key}`] = { key: 'languages.unknown_message' };
    }
  }
  for (const kind of ['countries', 'cities'] as const) {
    const texts = input[kind];
    if (!texts) continue;
    const keys = Object.keys(texts);
    const ids = keys.map(parseId);
    const known = await repo.existingPresetIds(
      db,
      kind,
      ids.filter((id) => id !== null),
    );
    for (const [i, key] of keys.entries()) {
      const id = ids[i];
      if (id == null || !known.has(id)) {
        errors[`${prefix}names.${kind}.${key}`] = {
          key: kind === 'countries' ? 'languages.unknown_country' : 'languages.unknown_city',
        };
      }
    }
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

async function saveTranslations(
  db: Db,
  languageId: number,
  input: TranslationInput,
): Promise<void> {
  if (input.messages) await repo.replaceMessageTranslations(db, languageId, input.messages);
  if (input.countries)
    await repo.replaceNameTranslations(db, languageId, 'countries', input.countries);
  if (input.cities) await repo.replaceNameTranslations(db, languageId, 'cities', input.cities);
}

/** Adds a game language with its translations; the code must be free. */
export async function addLanguage(
  db: Db,
  cache: Cache,
  input: z.output<typeof LanguageAddBody>,
): Promise<number> {
  const translations = {
    messages: input.messages,
    countries: input.names.countries,
    cities: input.names.cities,
  };
  return saveLanguage(db, cache, {
    codeField: 'code',
    codeTaken: () => repo.codeTaken(db, input.code),
    checkKeys: () => checkKeys(db, translations, ''),
    write: async (trx) => {
      const id = await repo.insertLanguage(trx, input);
      await saveTranslations(trx, id, translations);
      return id;
    },
    changes: ['system-messages'],
  });
}

/** Updates a language; each translation map that is sent replaces that part. */
export async function updateLanguage(
  db: Db,
  cache: Cache,
  input: z.output<typeof LanguageUpdateBody>['language'],
): Promise<void> {
  if (!(await repo.findLanguage(db, input.id))) throw notFound();
  const translations = {
    messages: input.messages,
    countries: input.names?.countries,
    cities: input.names?.cities,
  };
  await saveLanguage(db, cache, {
    codeField: 'language.code',
    codeTaken: () => repo.codeTaken(db, input.code, input.id),
    checkKeys: () => checkKeys(db, translations, 'language.'),
    write: async (trx) => {
      await repo.updateLanguage(trx, input.id, input);
      await saveTranslations(trx, input.id, translations);
    },
    changes: ['system-messages'],
  });
}

/** Deletes a language; 409 while a game is played in it. */
export async function deleteLanguage(db: Db, cache: Cache, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await repo.findLanguage(trx, id))) throw notFound();
    if (await repo.languageInUse(trx, id)) throw conflict('languages.in_use');
    // A game created meanwhile makes the delete fail on its foreign key: answered 409 too.
    await repo.deleteLanguage(trx, id);
  });
  await cache.invalidate('system-messages');
}

/** Countries and their cities, grouped by country id, with their original names. */
export async function langNames(db: Db): Promise<LangNames> {
  const { countries, cities } = await repo.listNameSources(db);
  const grouped: LangNames['cities'] = {};
  for (const c of countries) grouped[String(c.id)] = [];
  for (const city of cities) {
    (grouped[String(city.country_preset_id)] ??= []).push({
      id: city.id,
      original_value: city.name,
    });
  }
  return {
    countries: countries.map((c) => ({ id: c.id, original_value: c.name })),
    cities: grouped,
  };
}

/** Every country preset with the languages its name is translated into. */
export async function countryOptions(db: Db): Promise<CountryOption[]> {
  const { countries, names } = await repo.listCountryTranslations(db);
  const options = new Map<number, CountryOption>(
    countries.map((c) => [c.id, { value: c.id, languages: [], translations: {} }]),
  );
  for (const n of names) {
    const option = options.get(n.country_preset_id);
    if (!option) continue;
    option.languages.push(n.language_id);
    option.translations[String(n.language_id)] = { value: n.value };
  }
  return [...options.values()];
}

export { listSystemMessages, listLanguageOptions } from './repository.js';
