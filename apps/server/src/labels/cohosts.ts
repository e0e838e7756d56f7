import type { LabelText } from './label-text.js';

/** Labels of a game's co-hosts: the control screen's panel, the list's role, the call's errors. */
export const cohostsLabels = {
  'cohosts.title': { en: 'Hosts of this game', ru: 'Ведущие игры' },
  'cohosts.owner': { en: 'Owner', ru: 'Владелец' },
  'cohosts.cohost': { en: 'Co-host', ru: 'Соведущий' },
  'cohosts.none': { en: 'No co-hosts yet.', ru: 'Соведущих пока нет.' },
  'cohosts.hint': {
    en: 'A co-host runs the game too: rounds, clock, grants, the final screen. Only the owner or an admin deletes the game or changes its co-hosts.',
    ru: 'Соведущий тоже ведёт игру: раунды, таймер, выплаты, экран итогов. Удалить игру и менять соведущих может только владелец или администратор.',
  },
  'cohosts.email': { en: 'Host’s email', ru: 'Эл. почта ведущего' },
  'cohosts.add': { en: 'Add co-host', ru: 'Добавить соведущего' },
  'cohosts.remove': { en: 'Remove co-host', ru: 'Убрать соведущего' },
  'cohosts.remove_confirm': {
    en: 'Remove {{name}} from this game’s co-hosts? They will no longer be able to run it.',
    ru: 'Убрать {{name}} из соведущих этой игры? Вести её этот ведущий больше не сможет.',
  },
  'cohosts.no_host': {
    en: 'No host has this email.',
    ru: 'Ведущего с таким адресом нет.',
  },
  'cohosts.is_owner': {
    en: 'This is the owner of the game.',
    ru: 'Это владелец игры.',
  },
  'games.role': { en: 'Role', ru: 'Роль' },
} as const satisfies Record<string, LabelText>;
