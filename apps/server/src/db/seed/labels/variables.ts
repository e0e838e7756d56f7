import { VARIABLE_KEYS, VARIABLE_NAMES, type Variables } from '@orbis/engine';
import type { LabelText } from './types.js';

type VariableKey = keyof Variables;

/** Russian names of the game variables; the English originals come from the engine. */
const RUSSIAN_NAMES: Record<VariableKey, string> = {
  start_budget: 'Стартовый бюджет',
  start_ecology: 'Стартовая экология',
  rounds: 'Количество раундов',
  income_coefficient: 'Коэффициент дохода',
  develop_cost: 'Стоимость развития города',
  develop_boost: 'Прирост развития за вложение',
  development_cap: 'Максимальное развитие города',
  shield_cost: 'Стоимость щита',
  technology_cost: 'Стоимость ядерной технологии',
  technology_ecology: 'Потеря экологии за новую ядерную программу',
  bomb_cost: 'Стоимость бомбы',
  max_bombs_per_round: 'Максимум бомб за раунд',
  bomb_build_ecology: 'Потеря экологии за построенную бомбу',
  bomb_drop_ecology: 'Потеря экологии за сброшенную бомбу',
  ecology_cost: 'Стоимость вложения в экологию',
  ecology_boost: 'Прирост экологии за вложение',
  max_ecology_per_round: 'Максимум вложений в экологию за раунд',
  ecology_drift: 'Изменение экологии каждый раунд',
  sanction_penalty: 'Потеря дохода за каждую санкцию (%)',
  ufo_per_round: 'НЛО за раунд',
  ufo_contact_cost: 'Стоимость контакта с НЛО',
  supertech_ecology: 'Прирост экологии от терраформирования',
  supertech_boost: 'Прирост развития от бума',
};

/** `variable.<key>`: each game variable's human name, so it shows in the admin language. */
function variableNameLabels(): Record<`variable.${VariableKey}`, LabelText> {
  const out = {} as Record<`variable.${VariableKey}`, LabelText>;
  for (const key of VARIABLE_KEYS) {
    out[`variable.${key}`] = { en: VARIABLE_NAMES[key], ru: RUSSIAN_NAMES[key] };
  }
  return out;
}

/** Labels of the game variables screens, the variable names and the variables' server errors. */
export const variablesLabels = {
  ...variableNameLabels(),

  'variables.title': { en: 'Game variables', ru: 'Переменные игры' },
  'variables.empty': {
    en: 'No variables presets yet. Add the first one.',
    ru: 'Наборов переменных пока нет. Добавьте первый.',
  },
  'variables.name': { en: 'Preset name', ru: 'Название набора' },
  'variables.values': { en: 'Variables', ru: 'Переменные' },
  'variables.values_hint': {
    en: 'A blank field uses the default value shown in it.',
    ru: 'Пустое поле означает значение по умолчанию, показанное в нём.',
  },
  'variables.add_submit': { en: 'Add', ru: 'Добавить' },
  'variables.update_submit': { en: 'Update', ru: 'Сохранить' },
  'variables.unknown_variable': {
    en: 'There is no such game variable.',
    ru: 'Такой переменной игры нет.',
  },
} as const satisfies Record<string, LabelText>;
