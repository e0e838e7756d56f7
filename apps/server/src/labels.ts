// The back-office labels as code names them: every key with its English original and Russian
// text, gathered from labels/* (one file per area). Errors and validation name labels by these
// keys; the seed (seed/admin-labels.ts) writes the texts into the database, from which the web
// app and the error handler read them. Placeholders use i18next's {{name}} syntax on both sides.
import { cohostsLabels } from './labels/cohosts.js';
import { coreLabels } from './labels/core.js';
import { countriesLabels } from './labels/countries.js';
import { debriefLabels } from './labels/debrief.js';
import { eventsLabels } from './labels/events.js';
import { eventReportLabels } from './labels/event-report.js';
import { eventScreensLabels } from './labels/event-screens.js';
import { exportLabels } from './labels/export.js';
import { gameErrorLabels } from './labels/game-errors.js';
import { gamesLabels } from './labels/games.js';
import { hostsLabels } from './labels/hosts.js';
import { languagesLabels } from './labels/languages.js';
import { mapLabels } from './labels/map.js';
import { mapScreenLabels } from './labels/map-screens.js';
import { realtimeLabels } from './labels/realtime.js';
import { takeHomeLabels } from './labels/take-home.js';
import type { LabelText } from './labels/label-text.js';
import { templateErrorLabels } from './labels/template-errors.js';
import { templatesLabels } from './labels/templates.js';
import { variablesLabels } from './labels/variables.js';
import { worldEventErrorLabels } from './labels/world-event-errors.js';
import { worldEventScreenLabels } from './labels/world-event-screens.js';

export const ADMIN_LABELS = {
  ...coreLabels,
  ...hostsLabels,
  ...countriesLabels,
  ...variablesLabels,
  ...languagesLabels,
  ...gameErrorLabels,
  ...gamesLabels,
  ...debriefLabels,
  ...realtimeLabels,
  ...exportLabels,
  ...cohostsLabels,
  ...worldEventErrorLabels,
  ...worldEventScreenLabels,
  ...templateErrorLabels,
  ...templatesLabels,
  ...eventsLabels,
  ...eventScreensLabels,
  ...eventReportLabels,
  ...mapLabels,
  ...mapScreenLabels,
  ...takeHomeLabels,
} as const satisfies Record<string, LabelText>;

export type LabelKey = keyof typeof ADMIN_LABELS;
