import type { LabelText } from './label-text.js';

/** Labels of the hosts screens. */
export const hostsLabels = {
  'hosts.title': { en: 'Hosts', ru: 'Ведущие' },
  'hosts.add_title': { en: 'New host', ru: 'Новый ведущий' },
  'hosts.edit_title': { en: 'Edit host', ru: 'Изменение ведущего' },
  'hosts.empty': {
    en: 'No hosts yet. Add the first one.',
    ru: 'Ведущих пока нет. Добавьте первого.',
  },
  'hosts.email': { en: 'Email', ru: 'Эл. почта' },
  'hosts.name': { en: 'Name', ru: 'Имя' },
  'hosts.company': { en: 'Company', ru: 'Компания' },
  'hosts.registered': { en: 'Registered', ru: 'Дата регистрации' },
  'hosts.password': { en: 'Password', ru: 'Пароль' },
  'hosts.password_confirmation': { en: 'Confirm password', ru: 'Повторите пароль' },
  'hosts.password_keep_hint': {
    en: 'Leave empty to keep the current password.',
    ru: 'Оставьте пустым, чтобы не менять пароль.',
  },
  'hosts.description': { en: 'Description', ru: 'Описание' },
  'hosts.add_submit': { en: 'Add', ru: 'Добавить' },
  'hosts.update_submit': { en: 'Update', ru: 'Сохранить' },
  'hosts.games': { en: 'Games', ru: 'Игры' },
  'hosts.games_empty': { en: 'This host has no games yet.', ru: 'У ведущего пока нет игр.' },
  'hosts.game_title': { en: 'Title', ru: 'Название' },
  'hosts.game_language': { en: 'Language', ru: 'Язык' },
  'hosts.game_created': { en: 'Created', ru: 'Создана' },
  'validation.confirmed': {
    en: 'The password confirmation does not match.',
    ru: 'Пароли не совпадают.',
  },
  'validation.unique_email': {
    en: 'This email is already taken.',
    ru: 'Этот адрес эл. почты уже занят.',
  },
} as const satisfies Record<string, LabelText>;
