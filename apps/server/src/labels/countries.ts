import type { LabelText } from './label-text.js';

/** Labels of the country and city preset screens, their server messages and the uploads. */
export const countriesLabels = {
  'countries.title': { en: 'Countries and cities', ru: 'Страны и города' },
  'countries.empty': {
    en: 'No countries yet. Add the first one.',
    ru: 'Стран пока нет. Добавьте первую.',
  },
  'countries.name': { en: 'Name', ru: 'Название' },
  'countries.flag': { en: 'Flag', ru: 'Флаг' },
  'countries.cities': { en: 'Cities', ru: 'Города' },
  'countries.no_flag': { en: 'No flag', ru: 'Нет флага' },
  'countries.flag_alt': { en: 'Flag of {{name}}', ru: 'Флаг: {{name}}' },
  'countries.add_hint': {
    en: 'The country starts with 4 cities; you can rename them, change their economy level and add pictures on the next screen.',
    ru: 'У страны сразу будет 4 города: на следующем экране их можно переименовать, задать уровень экономики и добавить картинки.',
  },
  'countries.city_name': { en: 'City', ru: 'Город' },
  'countries.no_picture': { en: 'No picture', ru: 'Нет картинки' },
  'countries.picture_alt': { en: 'Picture of {{name}}', ru: 'Картинка: {{name}}' },
  'countries.economy': { en: 'Economy level', ru: 'Уровень экономики' },
  'countries.economy_hint': {
    en: 'The economy level is the city’s starting development.',
    ru: 'Уровень экономики — начальное развитие города.',
  },
  'countries.economy_total': {
    en: 'Total economy of the cities: {{total}}',
    ru: 'Суммарная экономика городов: {{total}}',
  },
  'countries.add_city': { en: 'Add city', ru: 'Добавить город' },
  'countries.remove_city': { en: 'Remove city', ru: 'Удалить город' },
  'countries.upload_flag': { en: 'Upload flag', ru: 'Загрузить флаг' },
  'countries.upload_picture': { en: 'Upload picture', ru: 'Загрузить картинку' },
  'countries.upload_hint': {
    en: 'Flag and city pictures: PNG, JPEG, WebP, GIF or SVG, up to 5 MB.',
    ru: 'Флаг и картинки городов: PNG, JPEG, WebP, GIF или SVG, не больше 5 МБ.',
  },
  'countries.default_city_name': { en: 'City {{number}}', ru: 'Город {{number}}' },

  'countries.image_invalid': {
    en: 'Use an image uploaded with the upload button.',
    ru: 'Используйте картинку, загруженную кнопкой загрузки.',
  },
  'countries.image_missing': {
    en: 'This image is no longer stored. Upload it again.',
    ru: 'Эта картинка больше не хранится. Загрузите её заново.',
  },
  'countries.city_unknown': {
    en: 'There is no such city in this country.',
    ru: 'В этой стране нет такого города.',
  },
  'countries.city_repeated': {
    en: 'This city is listed twice.',
    ru: 'Этот город указан дважды.',
  },
  'uploads.not_image': {
    en: 'This file is not an image. Upload a PNG, JPEG, WebP, GIF or SVG.',
    ru: 'Этот файл не является картинкой. Загрузите PNG, JPEG, WebP, GIF или SVG.',
  },
  'uploads.too_many_pixels': {
    en: 'The image is too large: at most {{max}} megapixels.',
    ru: 'Слишком большое изображение: не больше {{max}} мегапикселей.',
  },
  'uploads.too_large': {
    en: 'The file is too large: at most {{max}} MB.',
    ru: 'Слишком большой файл: не больше {{max}} МБ.',
  },
} as const satisfies Record<string, LabelText>;
