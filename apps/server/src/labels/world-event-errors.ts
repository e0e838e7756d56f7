import type { LabelText } from './label-text.js';

/** Messages of the world events calls' errors (catalogue, schedule, fire). */
export const worldEventErrorLabels = {
  'world_events.unknown_language': {
    en: 'There is no game language with this code.',
    ru: 'Игрового языка с таким кодом нет.',
  },
  'world_events.unknown_event': {
    en: 'There is no such world event.',
    ru: 'Такого мирового события нет.',
  },
  'world_events.country_required': {
    en: 'This event hits a chosen country: choose one of the game’s countries.',
    ru: 'Это событие бьёт по выбранной стране: выберите страну этой игры.',
  },
  'world_events.country_not_needed': {
    en: 'This event hits no chosen country: leave the country empty.',
    ru: 'Это событие не бьёт по выбранной стране: оставьте страну пустой.',
  },
  'world_events.round_out_of_range': {
    en: 'The round must be from 1 to {{max}}.',
    ru: 'Раунд должен быть от 1 до {{max}}.',
  },
} as const satisfies Record<string, LabelText>;
