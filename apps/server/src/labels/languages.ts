import type { LabelText } from './label-text.js';

/** Labels of the game and back-office localisation screens. */
export const languagesLabels = {
  'languages.title': { en: 'Game languages', ru: 'Языки игры' },
  'languages.empty': {
    en: 'No game languages yet. Add the first one.',
    ru: 'Языков игры пока нет. Добавьте первый.',
  },
  'languages.flag': { en: 'Flag', ru: 'Флаг' },
  'languages.flag_of': { en: 'Flag for “{{code}}”', ru: 'Флаг для «{{code}}»' },
  'languages.no_flag': {
    en: 'No flag is known for “{{code}}”',
    ru: 'Для «{{code}}» флаг не известен',
  },
  'languages.code': { en: 'Code', ru: 'Код' },
  'languages.code_hint': {
    en: 'Two lower-case letters, optionally with a region: de, pt-br.',
    ru: 'Две строчные латинские буквы, можно с регионом: de, pt-br.',
  },
  'languages.name': { en: 'Name', ru: 'Название' },
  'languages.name_hint': {
    en: 'The language’s name in itself: Deutsch, Français.',
    ru: 'Название языка на нём самом: Deutsch, Français.',
  },
  'languages.coverage': { en: 'Translated', ru: 'Переведено' },
  'languages.coverage_hint': {
    en: 'Share of system messages, country and city names translated into this language.',
    ru: 'Доля системных сообщений и названий стран и городов, переведённых на этот язык.',
  },
  'languages.main_info': { en: 'Main information', ru: 'Основное' },
  'languages.messages_section': { en: 'System messages', ru: 'Системные сообщения' },
  'languages.messages_hint': {
    en: 'Texts the players see: orders, errors, the event log, the stats and final screens. An empty translation shows the original.',
    ru: 'Тексты, которые видят игроки: приказы, ошибки, журнал событий, экраны статистики и итогов. Без перевода показывается оригинал.',
  },
  'languages.names_section': { en: 'Countries and cities', ru: 'Страны и города' },
  'languages.names_hint': {
    en: 'A country is offered for games in this language only when its name is translated.',
    ru: 'Страну можно выбрать для игры на этом языке, только если её название переведено.',
  },
  'languages.no_countries': {
    en: 'There are no countries yet.',
    ru: 'Стран пока нет.',
  },
  'languages.translation': { en: 'Translation', ru: 'Перевод' },
  'languages.filter': { en: 'Find a text', ru: 'Найти текст' },
  'languages.filter_placeholder': {
    en: 'Search by id, original or translation',
    ru: 'Поиск по коду, оригиналу или переводу',
  },
  'languages.only_untranslated': { en: 'Only untranslated', ru: 'Только без перевода' },
  'languages.nothing_found': {
    en: 'Nothing matches the filter.',
    ru: 'Ничего не найдено.',
  },
  'languages.translated_count': {
    en: '{{count}} of {{total}} translated',
    ru: 'Переведено {{count}} из {{total}}',
  },
  'languages.code_format': {
    en: 'Use two lower-case letters, optionally with a region: de, pt-br.',
    ru: 'Используйте две строчные латинские буквы, можно с регионом: de, pt-br.',
  },
  'languages.code_taken': {
    en: 'A language with this code already exists.',
    ru: 'Язык с таким кодом уже есть.',
  },
  'languages.unknown_message': {
    en: 'There is no system message with this id.',
    ru: 'Системного сообщения с таким кодом нет.',
  },
  'languages.unknown_country': {
    en: 'There is no such country.',
    ru: 'Такой страны нет.',
  },
  'languages.unknown_city': { en: 'There is no such city.', ru: 'Такого города нет.' },
  'languages.in_use': {
    en: 'A game is played in this language, so it cannot be deleted.',
    ru: 'На этом языке играют в игре, поэтому его нельзя удалить.',
  },

  'languages.group.log': { en: 'Event log', ru: 'Журнал событий' },
  'languages.group.order_error': { en: 'Order errors', ru: 'Ошибки приказов' },
  'languages.group.action_error': {
    en: 'Host action and negotiation errors',
    ru: 'Ошибки действий ведущего и переговоров',
  },
  'languages.group.nomination': { en: 'Final nominations', ru: 'Номинации итогов' },
  'languages.group.negotiation_status': { en: 'Negotiation statuses', ru: 'Статусы переговоров' },
  'languages.group.order': { en: 'Orders', ru: 'Приказы' },
  'languages.group.ufo_key': { en: 'UFO keys', ru: 'Ключи НЛО' },
  'languages.group.supertech': { en: 'Supertechs', ru: 'Супертехнологии' },
  'languages.group.stats': { en: 'Statistics screen', ru: 'Экран статистики' },
  'languages.group.final': { en: 'Final screen', ru: 'Экран итогов' },
  'languages.group.player': { en: 'Player screen', ru: 'Экран игрока' },

  'admin_languages.title': { en: 'Back-office languages', ru: 'Языки админки' },
  'admin_languages.empty': {
    en: 'No back-office languages yet.',
    ru: 'Языков админки пока нет.',
  },
  'admin_languages.labels_section': { en: 'Interface labels', ru: 'Надписи интерфейса' },
  'admin_languages.labels_hint': {
    en: 'Every text of the back-office. An empty translation shows the English original. Keep the placeholders in double curly braces as they are.',
    ru: 'Все тексты админки. Без перевода показывается английский оригинал. Подстановки в двойных фигурных скобках оставляйте как есть.',
  },
  'admin_languages.unknown_label': {
    en: 'There is no interface label with this key.',
    ru: 'Надписи интерфейса с таким ключом нет.',
  },
  'admin_languages.last_language': {
    en: 'The last back-office language cannot be deleted.',
    ru: 'Последний язык админки нельзя удалить.',
  },
  'admin_languages.group.app': { en: 'Application', ru: 'Приложение' },
  'admin_languages.group.login': { en: 'Sign-in screen', ru: 'Экран входа' },
  'admin_languages.group.menu': { en: 'Top menu', ru: 'Верхнее меню' },
  'admin_languages.group.common': { en: 'Common', ru: 'Общее' },
  'admin_languages.group.auth': { en: 'Sign-in', ru: 'Вход' },
  'admin_languages.group.errors': { en: 'Errors', ru: 'Ошибки' },
  'admin_languages.group.validation': { en: 'Validation', ru: 'Проверка данных' },
  'admin_languages.group.hosts': { en: 'Hosts', ru: 'Ведущие' },
  'admin_languages.group.countries': { en: 'Countries and cities', ru: 'Страны и города' },
  'admin_languages.group.uploads': { en: 'Uploads', ru: 'Загрузка файлов' },
  'admin_languages.group.variables': { en: 'Game variables', ru: 'Переменные игры' },
  'admin_languages.group.languages': { en: 'Game languages', ru: 'Языки игры' },
  'admin_languages.group.admin_languages': { en: 'Back-office languages', ru: 'Языки админки' },
} as const satisfies Record<string, LabelText>;
