import type { LabelText } from './label-text.js';

/**
 * Same start, different worlds (`#/host/events/report/{eventId}` and its xlsx): the worlds of an
 * event side by side. Nominations, the what-if and the print tools speak with the debrief's labels.
 */
export const eventReportLabels = {
  'event_report.heading': { en: 'Same start, different worlds', ru: 'Один старт — разные миры' },
  'event_report.open': { en: 'Worlds compared', ru: 'Сравнение миров' },
  'event_report.open_for': {
    en: 'Compare the worlds of {{title}}',
    ru: 'Сравнить миры мероприятия «{{title}}»',
  },
  'event_report.worlds_count': { en: 'Worlds: {{value}}', ru: 'Миров: {{value}}' },
  'event_report.no_worlds': {
    en: 'The event has no worlds left.',
    ru: 'В мероприятии не осталось миров.',
  },
  'event_report.worlds': { en: 'The worlds side by side', ru: 'Миры рядом' },
  'event_report.world': { en: 'World', ru: 'Мир' },
  'event_report.state': { en: 'Where it stands', ru: 'Где сейчас' },
  'event_report.winner': { en: 'Winner', ru: 'Победитель' },
  'event_report.winner_pending': { en: 'not yet: it is still played', ru: 'пока нет: игра идёт' },
  'event_report.leader': { en: 'Leading now', ru: 'Лидер сейчас' },
  'event_report.first_bomb': { en: 'First bomb', ru: 'Первая бомба' },
  'event_report.first_bomb_round': { en: 'round {{round}}', ru: 'раунд {{round}}' },
  'event_report.no_bomb': { en: 'none', ru: 'не было' },
  'event_report.bombs': { en: 'Bombs dropped', ru: 'Сброшено бомб' },
  'event_report.sanctions': { en: 'Sanctions imposed', ru: 'Введено санкций' },
  'event_report.transfers': { en: 'Transfers made', ru: 'Сделано переводов' },
  'event_report.promises_kept': { en: 'Promises kept', ru: 'Обещаний выполнено' },
  'event_report.promises_broken': { en: 'Promises broken', ru: 'Обещаний нарушено' },
  'event_report.what_if_winner': {
    en: 'Winner without bombs',
    ru: 'Победитель без бомб',
  },
  'event_report.what_if_pending': {
    en: 'once the world is over',
    ru: 'когда мир доиграет',
  },
  'event_report.nobody': { en: 'nobody', ru: 'никто' },
  'event_report.ecology': { en: 'World ecology, every world', ru: 'Экология каждого мира' },
  'event_report.ecology_chart': {
    en: 'World ecology at the start and after each round, one line per world',
    ru: 'Экология в начале и после каждого раунда, линия на каждый мир',
  },
  'event_report.start': { en: 'Start', ru: 'Старт' },
  'event_report.standings': { en: 'Standings', ru: 'Положение стран' },
  'event_report.standings_hint': {
    en: 'Average living standard now, best first.',
    ru: 'Средний уровень жизни сейчас, лучшие сверху.',
  },
  'event_report.nominations': { en: 'Across the worlds', ru: 'По всем мирам' },
  'event_report.nominations_hint': {
    en: 'Each nomination goes to the best of the worlds that are over.',
    ru: 'Каждая номинация — лучшему среди доигранных миров.',
  },
  'event_report.sheet_worlds': { en: 'Worlds', ru: 'Миры' },
  'event_report.sheet_standings': { en: 'Standings', ru: 'Положение стран' },
  'event_report.sheet_ecology': { en: 'Ecology', ru: 'Экология' },
  'event_report.place': { en: 'Place', ru: 'Место' },
  'event_report.round_from_start': {
    en: 'Round (0: the start)',
    ru: 'Раунд (0 — старт)',
  },
} as const satisfies Record<string, LabelText>;
