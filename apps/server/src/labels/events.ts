import type { LabelText } from './label-text.js';

/** Labels of events: the default names of worlds and the refusals of the event calls. */
export const eventsLabels = {
  'events.world_name': { en: 'World {{n}}', ru: 'Мир {{n}}' },
  'events.unknown_template': {
    en: 'Choose one of your templates.',
    ru: 'Выберите один из своих шаблонов.',
  },
  'events.names_per_world': {
    en: 'Give one name per world.',
    ru: 'Укажите по одному названию на каждый мир.',
  },
  'events.not_a_world': {
    en: 'This game is not a world of the event.',
    ru: 'Эта игра не входит в мероприятие.',
  },
  'events.country_not_in_world': {
    en: 'This country does not play in this world.',
    ru: 'Эта страна не играет в этом мире.',
  },
} as const satisfies Record<string, LabelText>;
