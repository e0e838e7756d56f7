// The back-office languages the seed creates. The labels themselves are in labels/*, gathered
// in src/labels.ts; the seed writes their originals and the `ru`/`en` texts from that map.
/** The languages the seed creates, with their names in themselves. `ru` is the default. */
export const SEEDED_ADMIN_LANGUAGES = [
  { code: 'ru', name: 'Русский' },
  { code: 'en', name: 'English' },
] as const;

export const DEFAULT_ADMIN_LANGUAGE = 'ru';
