// Every back-office label, defined once with its English original and Russian text, one file
// per area under labels/. The seed writes the originals and the `ru`/`en` admin languages from
// this map; the web app shows only labels served from the database.
// Placeholders use i18next's {{name}} syntax on both sides.
import { coreLabels } from './labels/core.js';
import { countriesLabels } from './labels/countries.js';
import { gameErrorLabels } from './labels/game-errors.js';
import { hostsLabels } from './labels/hosts.js';
import { languagesLabels } from './labels/languages.js';
import type { LabelText } from './labels/types.js';
import { variablesLabels } from './labels/variables.js';

export type { LabelText };

export const ADMIN_LABELS = {
  ...coreLabels,
  ...hostsLabels,
  ...countriesLabels,
  ...variablesLabels,
  ...languagesLabels,
  ...gameErrorLabels,
} as const satisfies Record<string, LabelText>;

export type LabelKey = keyof typeof ADMIN_LABELS;

/** The languages the seed creates, with their names in themselves. `ru` is the default. */
export const SEEDED_ADMIN_LANGUAGES = [
  { code: 'ru', name: 'Русский' },
  { code: 'en', name: 'English' },
] as const;

export const DEFAULT_ADMIN_LANGUAGE = 'ru';
