import type { LabelText } from './label-text.js';

/** Messages of the projector map's calls (`host/games/map`, the map backgrounds). */
export const mapLabels = {
  'map.unknown_country': {
    en: 'This is not one of the game’s countries.',
    ru: 'Такой страны в этой игре нет.',
  },
  'map.unknown_background': {
    en: 'There is no such map background.',
    ru: 'Такого фона карты нет.',
  },
} as const satisfies Record<string, LabelText>;
