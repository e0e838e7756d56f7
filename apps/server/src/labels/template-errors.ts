import type { LabelText } from './label-text.js';

/** Messages of the templates calls' errors: an import whose names this install lacks, a stale export. */
export const templateErrorLabels = {
  'templates.import_no_language': {
    en: 'This install has no game language with the code “{{code}}”: an admin must add it.',
    ru: 'Здесь нет игрового языка с кодом «{{code}}»: его должен добавить администратор.',
  },
  'templates.import_no_preset': {
    en: 'This install has no variables preset “{{name}}” with the same values: an admin must add it.',
    ru: 'Здесь нет набора переменных «{{name}}» с теми же значениями: его должен добавить администратор.',
  },
  'templates.import_no_country': {
    en: 'This install has no country “{{name}}”: an admin must add it.',
    ru: 'Здесь нет страны «{{name}}»: её должен добавить администратор.',
  },
  'templates.import_no_event': {
    en: 'This install has no world event “{{name}}”: an admin must add it.',
    ru: 'Здесь нет мирового события «{{name}}»: его должен добавить администратор.',
  },
  'templates.export_stale': {
    en: 'This template names a language, preset, country or world event that no longer exists: edit and save it first.',
    ru: 'В шаблоне есть язык, набор переменных, страна или мировое событие, которых больше нет: сначала исправьте и сохраните его.',
  },
} as const satisfies Record<string, LabelText>;
