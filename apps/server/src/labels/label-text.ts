// The languages the label catalogue is written in. The seed creates them as back-office
// languages; a request whose user chose none falls back to the default.

/** The catalogue's languages, each with its name in itself. */
export const LABEL_LANGUAGES = [
  { code: 'ru', name: 'Русский' },
  { code: 'en', name: 'English' },
] as const;

/** The back-office language of a request whose user (or anonymous session) chose none. */
export const DEFAULT_ADMIN_LANGUAGE = 'ru';

/** One label's text in each of the catalogue's languages; `en` is the original. */
export type LabelText = Record<(typeof LABEL_LANGUAGES)[number]['code'], string>;
