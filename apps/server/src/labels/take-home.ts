import type { LabelText } from './label-text.js';

/**
 * Labels of what the room takes home once the game is over: the chronicle the host publishes
 * from the control screen, and the teams' certificates to print.
 */
export const takeHomeLabels = {
  'chronicle.panel_title': { en: 'To take home', ru: 'С собой' },
  'chronicle.hint': {
    en: 'The chronicle is a public page with what the room may know after the game: no budgets, orders or access codes. Its QR code shows on the final screen after the last step.',
    ru: 'Хроника — публичная страница с тем, что зал может знать после игры: без бюджетов, приказов и кодов доступа. Её QR-код появится на экране итогов после последнего шага.',
  },
  'chronicle.publish': { en: 'Publish the chronicle', ru: 'Опубликовать хронику' },
  'chronicle.take_down': { en: 'Take it down', ru: 'Снять с публикации' },
  'chronicle.published': { en: 'Published', ru: 'Опубликована' },
  'chronicle.not_published': { en: 'Not published', ru: 'Не опубликована' },
  'chronicle.address': { en: 'The chronicle’s address', ru: 'Адрес хроники' },
  'chronicle.copy': { en: 'Copy', ru: 'Копировать' },
  'chronicle.copied': { en: 'Copied', ru: 'Скопировано' },
  'chronicle.open': { en: 'Open', ru: 'Открыть' },
  'certificates.link': { en: 'Certificates to print', ru: 'Дипломы для печати' },
  'certificates.title': { en: 'Certificates', ru: 'Дипломы' },
  'certificates.hint': {
    en: 'One A4 landscape page per team, in the game’s language: the game, the date, the country, its place and its nominations.',
    ru: 'По альбомному листу A4 на команду, на языке игры: игра, дата, страна, её место и номинации.',
  },
  'certificates.not_over': {
    en: 'The certificates are ready once the game is over.',
    ru: 'Дипломы будут готовы, когда игра закончится.',
  },
} as const satisfies Record<string, LabelText>;
