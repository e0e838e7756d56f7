import type { LabelText } from './label-text.js';

/** Messages of the game calls' errors, as the host's back-office shows them. */
export const gameErrorLabels = {
  'games.duplicate_team': {
    en: 'This country is already in the game.',
    ru: 'Эта страна уже в игре.',
  },
  'games.unknown_preset': {
    en: 'There is no such variables preset.',
    ru: 'Такого набора переменных нет.',
  },
  'games.preset_invalid': {
    en: 'This preset has values the rules do not allow: fix it first.',
    ru: 'В этом наборе есть недопустимые значения: сначала исправьте его.',
  },
  'games.country_unavailable': {
    en: 'This country is not translated into the game’s language.',
    ru: 'У этой страны нет перевода на язык игры.',
  },
  'games.country_no_cities': {
    en: 'This country has no cities.',
    ru: 'У этой страны нет городов.',
  },
  'games.unknown_team': {
    en: 'There is no such country in this game.',
    ru: 'Такой страны в этой игре нет.',
  },
  'games.game_over': { en: 'The game is over.', ru: 'Игра окончена.' },
  'games.not_over': {
    en: 'The game is not over yet: the nominations come at the end.',
    ru: 'Игра ещё не окончена: номинации объявляются в конце.',
  },
  'games.what_if_not_over': {
    en: 'The game is not over yet: a what-if replays a finished game.',
    ru: 'Игра ещё не окончена: «что если» переигрывает только законченную игру.',
  },
  'games.turning_points_not_yet': {
    en: 'No turning points yet: they are found once round 1 is over.',
    ru: 'Поворотных моментов пока нет: они появляются после первого раунда.',
  },
  'games.turning_points_not_open': {
    en: 'The turning points are shown once the game is over and the final screen fully revealed.',
    ru: 'Поворотные моменты показываются, когда игра окончена и экран итогов открыт полностью.',
  },
  'games.turning_points_invalid_step': {
    en: 'There is no such turning point.',
    ru: 'Такого поворотного момента нет.',
  },
  'games.chronicle_not_over': {
    en: 'The game is not over yet: the chronicle tells a finished game.',
    ru: 'Игра ещё не окончена: летопись рассказывает о законченной игре.',
  },
  'games.what_if_repeated': {
    en: 'This kind of orders is already left out.',
    ru: 'Эти приказы уже исключены.',
  },
  'games.round_running': {
    en: 'The round is already running.',
    ru: 'Раунд уже идёт.',
  },
  'games.round_not_running': {
    en: 'The round is not running.',
    ru: 'Раунд не идёт.',
  },
  'games.stale_round': {
    en: 'This is no longer the current round. Reload and try again.',
    ru: 'Это уже не текущий раунд. Обновите страницу и повторите.',
  },
  'games.undo_unavailable': {
    en: 'Only the last round can be undone, and only while nothing has changed since it ended.',
    ru: 'Отменить можно только последний раунд и только пока после него ничего не изменилось.',
  },
  'games.no_clock': {
    en: 'This game has no round clock.',
    ru: 'В этой игре нет таймера раундов.',
  },
  'games.clock_already_paused': {
    en: 'The clock is already paused.',
    ru: 'Таймер уже на паузе.',
  },
  'games.clock_not_paused': {
    en: 'The clock is not paused.',
    ru: 'Таймер не на паузе.',
  },
  'games.clock_time_up': {
    en: 'Time is up: add time to reopen the orders, or end the round.',
    ru: 'Время вышло: добавьте время, чтобы снова принимать приказы, или завершите раунд.',
  },
  'games.clock_cannot_fit': {
    en: 'The rounds left cannot end by then, even at 30 s a phase: the earliest end is {{time}}.',
    ru: 'Оставшиеся раунды не успеют закончиться к этому времени даже по 30 с на фазу: самое раннее — в {{time}}.',
  },
  'games.other_game': {
    en: 'You play in another game.',
    ru: 'Вы играете в другой игре.',
  },
} as const satisfies Record<string, LabelText>;
