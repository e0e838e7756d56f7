import type { LabelText } from './label-text.js';

/** Labels of the templates screens: the list, the form, saving a game's setup, the file. */
export const templatesLabels = {
  'menu.templates': { en: 'Templates', ru: 'Шаблоны' },
  'templates.title': { en: 'Game templates', ru: 'Шаблоны игр' },
  'templates.add_tab': { en: 'New template', ru: 'Новый шаблон' },
  'templates.name': { en: 'Template name', ru: 'Название шаблона' },
  'templates.created': { en: 'Created', ru: 'Создан' },
  'templates.empty': {
    en: 'No templates yet. Save a game’s setup as a template from the game form or the games list.',
    ru: 'Шаблонов пока нет. Сохраните настройки игры как шаблон из формы игры или из списка игр.',
  },
  'templates.save_as': { en: 'Save as template', ru: 'Сохранить как шаблон' },
  'templates.save_game_as': {
    en: 'Save the setup of “{{title}}” as a template',
    ru: 'Сохранить настройки игры «{{title}}» как шаблон',
  },
  'templates.save_submit': { en: 'Save template', ru: 'Сохранить шаблон' },
  'templates.saved': { en: 'Template saved.', ru: 'Шаблон сохранён.' },
  'templates.make_game': {
    en: 'Make a game from “{{name}}”',
    ru: 'Создать игру по шаблону «{{name}}»',
  },
  'templates.export': {
    en: 'Download “{{name}}” as a file',
    ru: 'Скачать «{{name}}» файлом',
  },
  'templates.import': { en: 'Import a template file', ru: 'Загрузить файл шаблона' },
  'templates.imported': { en: 'Template imported.', ru: 'Шаблон загружен.' },
  'templates.import_failed': {
    en: 'The template could not be imported',
    ru: 'Шаблон не удалось загрузить',
  },
  'templates.import_not_json': {
    en: 'This is not a template file: choose a .json file exported from Orbis.',
    ru: 'Это не файл шаблона: выберите файл .json, выгруженный из Orbis.',
  },
} as const satisfies Record<string, LabelText>;
