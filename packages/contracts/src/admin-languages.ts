import { z } from 'zod';
import { IdNumber } from './common.js';
import { LanguageCode, LanguageName, TranslationSource, Translations } from './game-languages.js';

/** `GET /api/backoffice/get_admin_languages_options`: value is the language code. */
export const AdminLanguageOption = z.object({ value: z.string(), text: z.string() });
export const AdminLanguageOptions = z.array(AdminLanguageOption);
export type AdminLanguageOption = z.infer<typeof AdminLanguageOption>;

/** `POST /api/backoffice/set_admin_language`. */
export const SetAdminLanguageBody = z.object({ language: z.string().trim().min(1).max(20) });

/** `GET /api/backoffice/get_admin_language_messages`: label key to text. */
export const AdminLanguageMessages = z.record(z.string(), z.string());
export type AdminLanguageMessages = z.infer<typeof AdminLanguageMessages>;

/** `GET .../admin_languages/list`. */
export const AdminLanguageListItem = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
});
export type AdminLanguageListItem = z.infer<typeof AdminLanguageListItem>;
export const AdminLanguagesList = z.array(AdminLanguageListItem);

/** `POST .../admin_languages/add`: labels keyed by label key; blank means untranslated. */
export const AdminLanguageAddBody = z.object({
  name: LanguageName,
  code: LanguageCode,
  messages: Translations.default({}),
});
export type AdminLanguageAddBody = z.input<typeof AdminLanguageAddBody>;

/** `GET .../admin_languages/get?id=`: only the labels that are translated. */
export const AdminLanguageResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  messages: z.record(z.string(), z.string()),
});
export type AdminLanguageResponse = z.infer<typeof AdminLanguageResponse>;

/**
 * `POST .../admin_languages/update`. `messages`, when sent, replaces the translations (a key left
 * out or blank falls back to the original); when not sent, they are kept.
 */
export const AdminLanguageUpdateBody = z.object({
  language: z.object({
    id: IdNumber,
    name: LanguageName,
    code: LanguageCode,
    messages: Translations.optional(),
  }),
});
export type AdminLanguageUpdateBody = z.input<typeof AdminLanguageUpdateBody>;

/** `POST .../admin_languages/delete`. */
export const AdminLanguageDeleteBody = z.object({
  language: z.object({ id: IdNumber }),
});

/** `GET /api/backoffice/get_lang_admin_messages`: every label with its original. */
export const LangAdminMessages = z.array(TranslationSource);
