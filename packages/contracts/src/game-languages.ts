import { z } from 'zod';
import { boundedRecord, IdNumber } from './common.js';

/**
 * A language code: 2 lower-case letters (ISO 639-1), optionally followed by a region or script
 * (`pt-br`, `zh-hans`). Input is trimmed and lower-cased first, so `PT-BR` is read as `pt-br`.
 */
export const LANGUAGE_CODE_PATTERN = /^[a-z]{2}(-[a-z]{2,4})?$/;

export const LanguageCode = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(20)
  .regex(LANGUAGE_CODE_PATTERN, { error: 'languages.code_format' });

/** A language's name, in that language (`Deutsch`). */
export const LanguageName = z.string().trim().min(1).max(100);

/** The longest accepted translation. */
export const TRANSLATION_MAX_LENGTH = 2000;

/** One translation; blank means "not translated" (the original is shown). */
export const Translation = z.string().trim().max(TRANSLATION_MAX_LENGTH);

/** Translations keyed by message id, label key, or country / city preset id. */
export const Translations = boundedRecord(Translation);
export type Translations = z.infer<typeof Translations>;

/** Country and city names of a game language, keyed by preset id. */
export const LanguageNames = z.object({
  countries: Translations.default({}),
  cities: Translations.default({}),
});
export type LanguageNames = z.infer<typeof LanguageNames>;

/** `GET .../languages/list`; `coverage` is the translated share of every text, in whole percent. */
export const LanguageListItem = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  coverage: z.number().int(),
});
export type LanguageListItem = z.infer<typeof LanguageListItem>;
export const LanguagesList = z.array(LanguageListItem);

/**
 * `POST .../languages/add`. A missing `messages` or `names` map means nothing translated yet.
 */
export const LanguageAddBody = z.object({
  name: LanguageName,
  code: LanguageCode,
  messages: Translations.default({}),
  names: LanguageNames.default({ countries: {}, cities: {} }),
});
export type LanguageAddBody = z.input<typeof LanguageAddBody>;

/** `GET .../languages/get?id=`: only the texts that are translated. */
export const LanguageResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  messages: z.record(z.string(), z.string()),
  names: z.object({
    countries: z.record(z.string(), z.string()),
    cities: z.record(z.string(), z.string()),
  }),
});
export type LanguageResponse = z.infer<typeof LanguageResponse>;

/**
 * `POST .../languages/update`. Each map that is sent replaces that part of the translations
 * (a key left out or blank becomes untranslated); a map that is not sent is kept as it is.
 */
export const LanguageUpdateBody = z.object({
  language: z.object({
    id: IdNumber,
    name: LanguageName,
    code: LanguageCode,
    messages: Translations.optional(),
    names: z
      .object({ countries: Translations.optional(), cities: Translations.optional() })
      .optional(),
  }),
});
export type LanguageUpdateBody = z.input<typeof LanguageUpdateBody>;

/** A text to translate: a system message, label, country or city with its original. */
export const TranslationSource = z.object({ id: z.string(), original_value: z.string() });
export type TranslationSource = z.infer<typeof TranslationSource>;

/** `GET /api/backoffice/get_lang_messages`: the system messages in their order. */
export const LangMessages = z.array(TranslationSource);
export type LangMessages = z.infer<typeof LangMessages>;

/** A country or city preset to translate. */
export const NameSource = z.object({ id: z.number().int(), original_value: z.string() });
export type NameSource = z.infer<typeof NameSource>;

/** `GET /api/backoffice/get_lang_names`: countries, and their cities keyed by country id. */
export const LangNames = z.object({
  countries: z.array(NameSource),
  cities: z.record(z.string(), z.array(NameSource)),
});
export type LangNames = z.infer<typeof LangNames>;

/** `GET /api/backoffice/get_languages_options`. */
export const LanguageOption = z.object({
  value: z.number().int(),
  text: z.string(),
  code: z.string(),
});
export type LanguageOption = z.infer<typeof LanguageOption>;
export const LanguageOptions = z.array(LanguageOption);

/**
 * `GET /api/backoffice/get_countries_options`: a country supports a language when its name is
 * translated into it; `translations` holds those names keyed by language id.
 */
export const CountryOption = z.object({
  value: z.number().int(),
  languages: z.array(z.number().int()),
  translations: z.record(z.string(), z.object({ value: z.string() })),
});
export type CountryOption = z.infer<typeof CountryOption>;
export const CountryOptions = z.array(CountryOption);
