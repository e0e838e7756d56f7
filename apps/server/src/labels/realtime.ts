import type { LabelText } from './label-text.js';

/** Labels of the live-connection indicator (screens that update without a reload). */
export const realtimeLabels = {
  'realtime.connecting': { en: 'Connecting…', ru: 'Подключение…' },
  'realtime.connected': { en: 'Connected', ru: 'На связи' },
  'realtime.reconnecting': { en: 'Reconnecting…', ru: 'Переподключение…' },
  'realtime.denied': { en: 'No live updates', ru: 'Без обновлений' },
  'realtime.live_hint': {
    en: 'Changes appear here without reloading the page',
    ru: 'Изменения появляются здесь без перезагрузки страницы',
  },
} as const satisfies Record<string, LabelText>;
