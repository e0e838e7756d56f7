import type { LabelText } from './label-text.js';

/**
 * Labels of the world events' screens: the admin catalogue, the control screen's fire dialog,
 * the schedule on the create game form, and the effects said in words.
 */
export const worldEventScreenLabels = {
  // Short: the admin's top menu holds every section on one line at 1024 px.
  'menu.world_events': { en: 'World events', ru: 'События' },

  'world_events.title': { en: 'World events', ru: 'События в мире' },
  'world_events.empty': {
    en: 'No world events yet: add a crisis, a boom or a disaster.',
    ru: 'Событий пока нет: добавьте кризис, бум или катастрофу.',
  },
  'world_events.name': { en: 'Name', ru: 'Название' },
  'world_events.name_hint': {
    en: 'For the hosts’ lists; the room sees the headline.',
    ru: 'Для списков ведущих; зал видит заголовок.',
  },
  'world_events.texts': { en: 'Headline and text', ru: 'Заголовок и текст' },
  'world_events.texts_hint': {
    en: 'In each game language: the projector and the phones show them in the game’s language.',
    ru: 'На каждом языке игры: проектор и телефоны показывают их на языке игры.',
  },
  'world_events.headline': { en: 'Headline', ru: 'Заголовок' },
  'world_events.text': { en: 'Text', ru: 'Текст' },
  'world_events.language_missing': {
    en: 'Not written yet: a game in this language shows the English text.',
    ru: 'Ещё не написано: игра на этом языке покажет английский текст.',
  },
  'world_events.effects': { en: 'Effects', ru: 'Последствия' },
  'world_events.effects_hint': {
    en: 'One to five effects, applied in this order when the event happens.',
    ru: 'От одного до пяти последствий; применяются по порядку, когда событие происходит.',
  },
  'world_events.effect_n': { en: 'Effect {{n}}', ru: 'Последствие {{n}}' },
  'world_events.kind': { en: 'What changes', ru: 'Что меняется' },
  'world_events.value': { en: 'By how much', ru: 'На сколько' },
  'world_events.range': { en: '{{min}} to {{max}}', ru: 'от {{min}} до {{max}}' },
  'world_events.no_value': { en: 'No value needed', ru: 'Значение не нужно' },
  'world_events.target': { en: 'Whom it hits', ru: 'Кого касается' },
  'world_events.add_effect': { en: 'Add an effect', ru: 'Добавить последствие' },
  'world_events.remove_effect': { en: 'Remove effect {{n}}', ru: 'Убрать последствие {{n}}' },
  'world_events.add_submit': { en: 'Add event', ru: 'Добавить событие' },
  'world_events.update_submit': { en: 'Save event', ru: 'Сохранить событие' },

  'world_events.kind.ecology': { en: 'World ecology', ru: 'Экология мира' },
  'world_events.kind.development': {
    en: 'Development of every city',
    ru: 'Развитие каждого города',
  },
  'world_events.kind.budget': { en: 'Budget', ru: 'Бюджет' },
  'world_events.kind.income': { en: 'Next income, %', ru: 'Следующий доход, %' },
  'world_events.kind.shields': { en: 'Shields removed', ru: 'Щиты сняты' },
  'world_events.target.all': { en: 'Every country', ru: 'Все страны' },
  'world_events.target.random': { en: 'A random country', ru: 'Случайная страна' },
  'world_events.target.chosen': {
    en: 'A country the host chooses',
    ru: 'Страна по выбору ведущего',
  },

  // The effects in words, as the host reads them before firing an event.
  'world_events.who.all': { en: 'Every country', ru: 'Каждая страна' },
  'world_events.who.random': { en: 'A random country', ru: 'Случайная страна' },
  'world_events.who.chosen': { en: 'The chosen country', ru: 'Выбранная страна' },
  'world_events.says.ecology': { en: 'World ecology {{value}}', ru: 'Экология мира {{value}}' },
  'world_events.says.development': {
    en: '{{who}}: development {{value}} in every city',
    ru: '{{who}}: развитие {{value}} в каждом городе',
  },
  'world_events.says.budget': { en: '{{who}}: budget {{value}}', ru: '{{who}}: бюджет {{value}}' },
  'world_events.says.income': {
    en: '{{who}}: next income {{value}}',
    ru: '{{who}}: следующий доход {{value}}',
  },
  'world_events.says.shields': {
    en: '{{who}}: every shield is removed',
    ru: '{{who}}: все щиты сняты',
  },

  'games.world_event': { en: 'World event', ru: 'Событие в мире' },
  'games.world_event_title': { en: 'A world event now', ru: 'Событие в мире сейчас' },
  'games.world_event_pick': { en: 'Event', ru: 'Событие' },
  'games.world_event_pick_placeholder': { en: 'Choose an event', ru: 'Выберите событие' },
  'games.world_event_country': { en: 'Country', ru: 'Страна' },
  'games.world_event_country_placeholder': { en: 'Choose a country', ru: 'Выберите страну' },
  'games.world_event_preview': { en: 'What happens', ru: 'Что произойдёт' },
  'games.world_event_fire': { en: 'Make it happen', ru: 'Запустить событие' },
  'games.world_event_fired': {
    en: '“{{title}}” has happened: the room sees it now.',
    ru: '«{{title}}» произошло: зал видит его прямо сейчас.',
  },
  'games.world_event_notice_close': { en: 'Close', ru: 'Закрыть' },
  'games.world_event_none': {
    en: 'The catalogue has no world events yet.',
    ru: 'В каталоге пока нет событий.',
  },

  'games.events': { en: 'World events by round', ru: 'События в мире по раундам' },
  'games.events_hint': {
    en: 'Each happens as its round starts; for a chosen target, name the country.',
    ru: 'Каждое происходит в начале своего раунда; для страны по выбору укажите страну.',
  },
  'games.events_round': { en: 'Round', ru: 'Раунд' },
  'games.events_add': { en: 'Schedule an event', ru: 'Запланировать событие' },
  'games.events_remove': { en: 'Remove scheduled event {{n}}', ru: 'Убрать событие {{n}}' },
  'games.events_country_unneeded': {
    en: 'Hits no chosen country',
    ru: 'Не нужна',
  },

  'report.world_events': { en: 'World events', ru: 'События в мире' },
  'report.world_event': { en: 'Event', ru: 'Событие' },
  'report.world_event_countries': { en: 'Countries it named', ru: 'Затронутые страны' },
  'report.world_event_everyone': { en: 'Every country', ru: 'Все страны' },

  'balance.with_world_events': {
    en: 'With the world events',
    ru: 'С событиями в мире',
  },
  'balance.world_events_played': {
    en: 'The bots played with the catalogue’s world events: one starts every other round.',
    ru: 'Боты играли с событиями из каталога: одно происходит в начале каждого второго раунда.',
  },
} as const satisfies Record<string, LabelText>;
