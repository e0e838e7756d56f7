// The back-office labels as code names them: every key with its English original and Russian
// text, gathered from the label seed (db/seed/labels/*, one file per area). Errors and validation
// name labels by these keys; the seed writes the texts into the database, from which the web app
// and the error handler read them. Placeholders use i18next's {{name}} syntax on both sides.
import { coreLabels } from './db/seed/labels/core.js';
import { countriesLabels } from './db/seed/labels/countries.js';
import { gameErrorLabels } from './db/seed/labels/game-errors.js';
import { gamesLabels } from './db/seed/labels/games.js';
import { hostsLabels } from './db/seed/labels/hosts.js';
import { languagesLabels } from './db/seed/labels/languages.js';
import { realtimeLabels } from './db/seed/labels/realtime.js';
import type { LabelText } from './db/seed/labels/types.js';
import { variablesLabels } from './db/seed/labels/variables.js';

export const ADMIN_LABELS = {
  ...coreLabels,
  ...hostsLabels,
  ...countriesLabels,
  ...variablesLabels,
  ...languagesLabels,
  ...gameErrorLabels,
  ...gamesLabels,
  ...realtimeLabels,
} as const satisfies Record<string, LabelText>;

export type LabelKey = keyof typeof ADMIN_LABELS;
