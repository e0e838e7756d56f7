import type { LabelText } from './label-text.js';

/** Labels of the shell: login, menu, shared widgets, errors and validation messages. */
export const coreLabels = {
  'app.name': { en: 'Orbis', ru: 'Orbis' },
  'app.logo_alt': { en: 'Orbis, world simulation', ru: 'Орбис, симуляция мира' },

  'login.title': { en: 'Sign in to Orbis', ru: 'Вход в Орбис' },
  'login.email': { en: 'Email', ru: 'Эл. почта' },
  'login.password': { en: 'Password', ru: 'Пароль' },
  'login.submit': { en: 'Sign in', ru: 'Войти' },

  'menu.my_games': { en: 'My games', ru: 'Мои игры' },
  'menu.hosts': { en: 'Hosts', ru: 'Ведущие' },
  'menu.variables': { en: 'Game variables', ru: 'Переменные игры' },
  'menu.countries': { en: 'Countries and cities', ru: 'Страны и города' },
  'menu.localisation': { en: 'Localisation', ru: 'Локализация' },
  'menu.game_languages': { en: 'Game localisation', ru: 'Локализация игры' },
  'menu.admin_languages': { en: 'Back-office localisation', ru: 'Локализация админки' },
  'menu.admin_language': { en: 'Interface language', ru: 'Язык интерфейса' },
  'menu.logout': { en: 'Log out', ru: 'Выйти' },
  'menu.open': { en: 'Menu', ru: 'Меню' },

  'common.loading': { en: 'Loading…', ru: 'Загрузка…' },
  'common.empty': { en: 'Nothing here yet.', ru: 'Здесь пока ничего нет.' },
  'common.list': { en: 'List', ru: 'Список' },
  'common.add': { en: 'Add', ru: 'Добавить' },
  'common.edit': { en: 'Edit', ru: 'Изменить' },
  'common.update': { en: 'Update', ru: 'Сохранить' },
  'common.delete': { en: 'Delete', ru: 'Удалить' },
  'common.cancel': { en: 'Cancel', ru: 'Отмена' },
  'common.close': { en: 'Close', ru: 'Закрыть' },
  'common.show_password': { en: 'Show password', ru: 'Показать пароль' },
  // The close button of a notice that pops up (a toast), for a screen reader.
  'common.close_notice': { en: 'Close the message', ru: 'Закрыть сообщение' },
  'common.actions': { en: 'Actions', ru: 'Действия' },
  'common.confirm_delete_title': { en: 'Delete this item?', ru: 'Удалить запись?' },
  'common.confirm_delete_text': {
    en: '“{{name}}” will be deleted. This cannot be undone.',
    ru: '«{{name}}» будет удалено. Это действие нельзя отменить.',
  },
  'common.deleted': { en: 'Deleted.', ru: 'Удалено.' },
  'common.saved': { en: 'Saved.', ru: 'Сохранено.' },
  'common.load_failed': {
    en: 'Could not load the data. Check the connection and try again.',
    ru: 'Не удалось загрузить данные. Проверьте соединение и повторите попытку.',
  },
  'common.retry': { en: 'Try again', ru: 'Повторить' },
  'common.request_failed': {
    en: 'The request failed. Please try again.',
    ru: 'Запрос не выполнен. Повторите попытку.',
  },
  'common.server_unavailable': {
    en: 'The server is not answering for now, so this was not done. Try again in a moment.',
    ru: 'Сервер пока не отвечает, поэтому действие не выполнено. Повторите чуть позже.',
  },

  'auth.failed': {
    en: 'These credentials do not match our records.',
    ru: 'Неверный адрес эл. почты или пароль.',
  },
  'auth.throttle': {
    en: 'Too many sign-in attempts. Please try again in {{seconds}} seconds.',
    ru: 'Слишком много попыток входа. Повторите через {{seconds}} с.',
  },

  'errors.forbidden': { en: 'This action is not allowed.', ru: 'Это действие запрещено.' },
  'errors.not_found': { en: 'Not found.', ru: 'Не найдено.' },
  'errors.busy': {
    en: 'The server is busy. Try again in a few seconds.',
    ru: 'Сервер занят. Повторите через несколько секунд.',
  },
  'errors.route_not_found': { en: 'This address does not exist.', ru: 'Такого адреса нет.' },
  'errors.validation': { en: 'The given data was invalid.', ru: 'Данные заполнены неверно.' },
  'errors.malformed_json': {
    en: 'The request body is not valid JSON.',
    ru: 'Тело запроса не является корректным JSON.',
  },
  'errors.too_large': { en: 'The request is too large.', ru: 'Слишком большой запрос.' },
  'errors.too_deep': {
    en: 'The request is nested too deeply.',
    ru: 'У запроса слишком глубокая вложенность.',
  },
  'errors.conflict': {
    en: 'This was changed meanwhile. Reload and try again.',
    ru: 'Данные уже изменились. Обновите страницу и повторите.',
  },
  'errors.unsupported_media_type': {
    en: 'Unsupported content type.',
    ru: 'Неподдерживаемый тип содержимого.',
  },
  'errors.server': {
    en: 'Something went wrong on our side.',
    ru: 'Что-то пошло не так на сервере.',
  },
  'errors.unavailable': {
    en: 'The server cannot reach its data right now. Try again in a moment.',
    ru: 'Сервер сейчас не может получить доступ к данным. Повторите чуть позже.',
  },

  'validation.required': { en: 'This field is required.', ru: 'Обязательное поле.' },
  'validation.string': { en: 'Must be text.', ru: 'Должно быть текстом.' },
  'validation.number': { en: 'Must be a number.', ru: 'Должно быть числом.' },
  'validation.integer': { en: 'Must be a whole number.', ru: 'Должно быть целым числом.' },
  'validation.boolean': { en: 'Must be yes or no.', ru: 'Должно быть «да» или «нет».' },
  'validation.object': { en: 'Must be an object.', ru: 'Должно быть объектом.' },
  'validation.array': { en: 'Must be a list.', ru: 'Должно быть списком.' },
  'validation.email': {
    en: 'Must be a valid email address.',
    ru: 'Введите корректный адрес эл. почты.',
  },
  'validation.min_string': {
    en: 'Must be at least {{min}} characters.',
    ru: 'Не короче {{min}} символов.',
  },
  'validation.max_string': {
    en: 'Must be at most {{max}} characters.',
    ru: 'Не длиннее {{max}} символов.',
  },
  'validation.min_number': { en: 'Must be at least {{min}}.', ru: 'Не меньше {{min}}.' },
  'validation.max_number': { en: 'Must be at most {{max}}.', ru: 'Не больше {{max}}.' },
  'validation.min_items': {
    en: 'Must have at least {{min}} items.',
    ru: 'Нужно не меньше {{min}} элементов.',
  },
  'validation.max_items': {
    en: 'Must have at most {{max}} items.',
    ru: 'Допустимо не больше {{max}} элементов.',
  },
  'validation.invalid': { en: 'This value is invalid.', ru: 'Недопустимое значение.' },
  'validation.unknown_field': { en: 'This field is not expected.', ru: 'Лишнее поле.' },
  'validation.submit_key': {
    en: 'Must be 1 to 100 letters, digits, _ or -.',
    ru: 'От 1 до 100 латинских букв, цифр, _ или -.',
  },
  'validation.idempotency_key_reused': {
    en: 'This key was already used for another request: send a new key with each action.',
    ru: 'Этот ключ уже использован для другого запроса: каждое действие отправляйте с новым ключом.',
  },
  'validation.unknown_language': {
    en: 'There is no such language.',
    ru: 'Такого языка нет.',
  },
} as const satisfies Record<string, LabelText>;
