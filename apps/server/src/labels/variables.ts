import { VARIABLE_KEYS, VARIABLE_NAMES, type Variables } from '@orbis/engine';
import type { LabelText } from './label-text.js';

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

  'balance.check': { en: 'Check balance', ru: 'Проверить баланс' },
  'balance.title': { en: 'Balance check', ru: 'Проверка баланса' },
  'balance.summary': {
    en: '{{games}} games of seven bots, 3 to 9 countries each, with the values in the form (seed {{seed}}).',
    ru: '{{games}} игр семи ботов, от 3 до 9 стран в каждой, со значениями из формы (зерно {{seed}}).',
  },
  'balance.running': {
    en: 'Playing the games…',
    ru: 'Боты играют…',
  },
  'balance.share_of_wins': { en: 'Share of wins', ru: 'Доля побед' },
  'balance.fair_share': { en: 'Fair share', ru: 'Справедливая доля' },
  'balance.collapse_rate': {
    en: 'Ecology collapsed in {{rate}} of the games (nobody won them).',
    ru: 'Экология погибла в {{rate}} игр (в них никто не победил).',
  },
  'balance.shared_rate': {
    en: 'Several countries shared the win in {{rate}} of the games with a winner.',
    ru: 'Победу разделили несколько стран в {{rate}} игр с победителем.',
  },
  'balance.shared_flagged': {
    en: 'Shared wins in {{rate}} of the games, more than {{limit}}: with these values the final screen would often crown several countries.',
    ru: 'Общая победа в {{rate}} игр, больше {{limit}}: с этими значениями финальный экран часто будет называть нескольких победителей.',
  },
  'balance.flagged': {
    en: '{{strategy}} wins {{ratio}} times its fair share, more than {{limit}} times: these values favour it.',
    ru: '{{strategy}}: побед в {{ratio}} раза больше справедливой доли, больше чем в {{limit}} раза. Эти значения ему выгодны.',
  },
  'balance.fair': {
    en: 'No strategy wins more than {{limit}} times its fair share.',
    ru: 'Ни одна стратегия не побеждает больше чем в {{limit}} раза чаще справедливой доли.',
  },
  'balance.strategy.builder': { en: 'Builder', ru: 'Строитель' },
  'balance.strategy.ecologist': { en: 'Ecologist', ru: 'Эколог' },
  'balance.strategy.turtle': { en: 'Turtle', ru: 'Черепаха' },
  'balance.strategy.aggressor': { en: 'Aggressor', ru: 'Агрессор' },
  'balance.strategy.random': { en: 'Random', ru: 'Случайный' },
  'balance.strategy.guardian': { en: 'Guardian', ru: 'Защитник' },
  'balance.strategy.diplomat': { en: 'Diplomat', ru: 'Дипломат' },
} as const satisfies Record<string, LabelText>;
