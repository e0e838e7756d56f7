import type { LabelText } from './label-text.js';

/** Labels of the events screens: the list, the add form, the dashboard and its broadcast. */
export const eventScreensLabels = {
  'menu.events': { en: 'Events', ru: 'Мероприятия' },
  'events.title': { en: 'Events', ru: 'Мероприятия' },
  'events.add_tab': { en: 'New event', ru: 'Новое мероприятие' },
  'events.event_title': { en: 'Event title', ru: 'Название мероприятия' },
  'events.created': { en: 'Created', ru: 'Создано' },
  'events.worlds': { en: 'Worlds', ru: 'Миры' },
  'events.empty': {
    en: 'No events yet. An event runs several worlds of one template from one dashboard.',
    ru: 'Мероприятий пока нет. Мероприятие ведёт несколько миров по одному шаблону с одной панели.',
  },
  'events.open_dashboard': {
    en: 'Open the dashboard of “{{title}}”',
    ru: 'Открыть панель мероприятия «{{title}}»',
  },
  'events.confirm_delete': {
    en: '“{{title}}” will be deleted with all its worlds (worlds: {{count}}), their teams and results. This cannot be undone.',
    ru: '«{{title}}» будет удалено вместе со всеми мирами (миров: {{count}}), их командами и результатами. Это действие нельзя отменить.',
  },
  'events.add_submit': { en: 'Make the worlds', ru: 'Создать миры' },
  'events.template': { en: 'Template', ru: 'Шаблон' },
  'events.template_pick': { en: 'Choose a template', ru: 'Выберите шаблон' },
  'events.no_templates': {
    en: 'No templates yet: save a game’s setup as a template first.',
    ru: 'Шаблонов пока нет: сначала сохраните настройки игры как шаблон.',
  },
  'events.worlds_count': { en: 'Number of worlds', ru: 'Количество миров' },
  'events.worlds_count_hint': {
    en: 'From 1 to {{max}}; each world is a game of its own.',
    ru: 'От 1 до {{max}}; каждый мир — отдельная игра.',
  },
  'events.names': { en: 'World names (optional)', ru: 'Названия миров (необязательно)' },
  'events.names_hint': {
    en: 'One name a line, one per world. Left empty, the worlds are numbered.',
    ru: 'По одному названию в строке, по одному на мир. Если оставить пустым, миры будут пронумерованы.',
  },
  'events.round_of': { en: 'Round {{round}} of {{rounds}}', ru: 'Раунд {{round}} из {{rounds}}' },
  'events.clock': { en: 'Clock', ru: 'Таймер' },
  'events.orders_in': { en: 'Orders in', ru: 'Приказы сданы' },
  'events.leader': { en: 'Leader', ru: 'Лидер' },
  'events.no_leader': { en: 'none yet', ru: 'пока нет' },
  'events.promises_broken': { en: 'Promises broken', ru: 'Нарушено обещаний' },
  'events.offline_teams': { en: 'Offline: {{teams}}', ru: 'Не на связи: {{teams}}' },
  'events.flag_late_orders': {
    en: 'Orders late: under a minute left',
    ru: 'Приказы опаздывают: меньше минуты',
  },
  'events.flag_offline': { en: 'A team is offline', ru: 'Команда не на связи' },
  'events.flag_behind': { en: 'Behind the other worlds', ru: 'Отстаёт от других миров' },
  'events.flag_collapsed': { en: 'The world has collapsed', ru: 'Мир погиб' },
  'events.flag_over': { en: 'Game over', ru: 'Игра окончена' },
  'events.tick_world': {
    en: 'Include “{{title}}” in the broadcast',
    ru: 'Включить «{{title}}» в общую команду',
  },
  'events.dashboard_link': { en: 'Event dashboard', ru: 'Панель мероприятия' },
  'events.add_world': { en: 'Add a world', ru: 'Добавить мир' },
  'events.world_added': { en: 'World added.', ru: 'Мир добавлен.' },
  'events.no_worlds': { en: 'This event has no worlds.', ru: 'В этом мероприятии нет миров.' },
  'events.cohosts': { en: 'Event co-hosts', ru: 'Соведущие мероприятия' },
  'events.cohosts_hint': {
    en: 'A co-host added here runs every world of the event.',
    ru: 'Соведущий, добавленный здесь, ведёт все миры мероприятия.',
  },
  'events.cohost_remove_confirm': {
    en: 'Remove {{name}} from the co-hosts of every world of this event? They will no longer be able to run them.',
    ru: 'Убрать {{name}} из соведущих всех миров этого мероприятия? Вести их этот ведущий больше не сможет.',
  },
  'events.new_codes_title': {
    en: 'Renew every team’s code in every world?',
    ru: 'Выдать новые коды всем командам всех миров?',
  },
  'events.new_codes_confirm': {
    en: '{{name}} could open the control screen of every world of this event and has seen every team’s access code. So that no one can join with the old codes, give every team of the {{count}} worlds a new code. Every phone then leaves its game and must join again with its team’s new code. Printed cards show the old codes: print the event’s team cards again.',
    ru: 'Соведущий {{name}} мог открыть экран управления каждого мира этого мероприятия и видел коды доступа всех команд. Чтобы по старым кодам больше никто не вошёл, выдайте новые коды всем командам во всех {{count}} мирах. Тогда все телефоны выйдут из игры, и каждой команде придётся войти снова с новым кодом. На распечатанных карточках старые коды: распечатайте карточки мероприятия заново.',
  },
  'events.new_codes_submit': {
    en: 'Renew the codes in every world',
    ru: 'Новые коды во всех мирах',
  },
  'events.new_codes_done': {
    en: 'Every team of every world has a new code. Print the event’s team cards again.',
    ru: 'У всех команд всех миров новые коды. Распечатайте карточки мероприятия заново.',
  },
  'events.new_codes_refused': {
    en: 'These worlds kept their old codes: {{worlds}}. Renew them from their control screens.',
    ru: 'В этих мирах остались старые коды: {{worlds}}. Выдайте новые на их экранах управления.',
  },
  'events.cohost_added': {
    en: 'Co-host added to every world.',
    ru: 'Соведущий добавлен во все миры.',
  },
  'events.broadcast_to': {
    en: 'All ticked worlds at once: {{count}} of {{of}}',
    ru: 'Все отмеченные миры сразу: {{count}} из {{of}}',
  },
  'events.start_round': { en: 'Start the round', ru: 'Начать раунд' },
  'events.end_round': { en: 'End the round', ru: 'Завершить раунд' },
  'events.end_round_confirm_title': {
    en: 'End the round in these worlds?',
    ru: 'Завершить раунд в этих мирах?',
  },
  'events.end_round_confirm': {
    en: 'The round ends now in each of these worlds (worlds: {{count}}), as its own “End round” button would end it:',
    ru: 'Раунд сейчас завершится в каждом из этих миров (миров: {{count}}), как его завершила бы его собственная кнопка «Завершить раунд»:',
  },
  'events.broadcast_done': {
    en: '{{action}}: what each world did',
    ru: '{{action}}: что произошло в каждом мире',
  },
  'events.broadcast_ok': { en: 'done', ru: 'выполнено' },
  'events.broadcast_refused': {
    en: 'refused (code {{status}})',
    ru: 'отказ (код {{status}})',
  },
  'events.world_game': { en: 'Game {{id}}', ru: 'Игра {{id}}' },
  'games.event_of': { en: 'Event: {{title}}', ru: 'Мероприятие: {{title}}' },
} as const satisfies Record<string, LabelText>;
