import type { LabelText } from './label-text.js';

/**
 * Labels of the projector map's back-office screens: the admin's map backgrounds, and the page
 * where a host places the countries on the map (`#/host/games/map/{gameId}`).
 */
export const mapScreenLabels = {
  // Short: the admin's top menu holds every section on one line at 1024 px.
  'menu.map_backgrounds': { en: 'Maps', ru: 'Карты' },

  'map_backgrounds.title': { en: 'Map backgrounds', ru: 'Фоны карты' },
  'map_backgrounds.empty': {
    en: 'No map backgrounds yet: add a picture for the projector’s map.',
    ru: 'Фонов пока нет: добавьте картинку для карты на проекторе.',
  },
  'map_backgrounds.name': { en: 'Name', ru: 'Название' },
  'map_backgrounds.name_hint': {
    en: 'Hosts pick the background by this name.',
    ru: 'По этому названию ведущие выбирают фон.',
  },
  'map_backgrounds.picture': { en: 'Picture', ru: 'Картинка' },
  'map_backgrounds.picture_hint': {
    en: 'PNG, JPEG, WebP, GIF or SVG, at most {{max}} MB. The projector’s map is 16:9: a picture of that shape fills it without stretching.',
    ru: 'PNG, JPEG, WebP, GIF или SVG, не больше {{max}} МБ. Карта на проекторе 16:9: картинка такой формы заполнит её без искажений.',
  },
  'map_backgrounds.picture_alt': { en: 'Map background “{{name}}”', ru: 'Фон карты «{{name}}»' },
  'map_backgrounds.preview_alt': { en: 'The picture chosen', ru: 'Выбранная картинка' },
  'map_backgrounds.no_picture': { en: 'No picture chosen', ru: 'Картинка не выбрана' },
  'map_backgrounds.choose_picture': { en: 'Choose a picture', ru: 'Выбрать картинку' },
  'map_backgrounds.other_picture': { en: 'Choose another', ru: 'Выбрать другую' },
  'map_backgrounds.delete_text': {
    en: 'Delete the map background “{{name}}”? Games that show it will show their map without a background.',
    ru: 'Удалить фон карты «{{name}}»? Игры, где он выбран, покажут карту без фона.',
  },

  'map_place.link': { en: 'Countries on the map', ru: 'Страны на карте' },
  'map_place.title': { en: 'Countries on the projector’s map', ru: 'Страны на карте проектора' },
  'map_place.back': { en: 'Control screen', ru: 'Экран управления' },
  'map_place.background': { en: 'Background', ru: 'Фон' },
  'map_place.no_background': { en: 'No background', ru: 'Без фона' },
  'map_place.hint': {
    en: 'Drag a country to its place, or reach it with Tab and move it with the arrow keys: {{small}} a press, {{large}} with Shift. The projector shows the map once it is saved.',
    ru: 'Перетащите страну на её место или перейдите к ней клавишей Tab и двигайте стрелками: {{small}} за нажатие, {{large}} с Shift. Проектор покажет карту, когда она сохранена.',
  },
  'map_place.map_label': { en: 'The projector’s map', ru: 'Карта проектора' },
  'map_place.marker': {
    en: '{{name}}: {{x}} from the left, {{y}} from the top',
    ru: '{{name}}: {{x}} слева, {{y}} сверху',
  },
  'map_place.marker_role': { en: 'movable country', ru: 'перемещаемая страна' },
  'map_place.reset': { en: 'Back to the ring', ru: 'Вернуть на круг' },
  'map_place.reset_title': {
    en: 'Put every country back on the ring?',
    ru: 'Вернуть все страны на круг?',
  },
  'map_place.reset_text': {
    en: 'Every country goes back to its place on the ring, evenly spaced, and the projector shows it at once. The background stays.',
    ru: 'Все страны вернутся на свои места на круге, на равных расстояниях, и проектор сразу это покажет. Фон останется.',
  },
  'map_place.reset_done': {
    en: 'Every country is back on the ring.',
    ru: 'Все страны снова на круге.',
  },
  'map_place.save': { en: 'Save the map', ru: 'Сохранить карту' },
  'map_place.saved': {
    en: 'The map is saved: the projector shows it now.',
    ru: 'Карта сохранена: проектор уже её показывает.',
  },
  'map_place.unsaved': { en: 'Changes not saved yet', ru: 'Изменения ещё не сохранены' },
  'map_place.refused': { en: 'The map was not saved:', ru: 'Карта не сохранена:' },
} as const satisfies Record<string, LabelText>;
