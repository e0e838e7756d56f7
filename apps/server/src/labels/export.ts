import type { LabelText } from './label-text.js';

/**
 * The debrief's spreadsheet (`host/games/export`): its sheets and column headers, in the admin's
 * language. The game's own texts (countries, cities, orders, events) stay in the game's language.
 */
export const exportLabels = {
  'export.sheet_summary': { en: 'Summary', ru: 'Сводка' },
  'export.sheet_rounds': { en: 'Countries by round', ru: 'Страны по раундам' },
  'export.sheet_orders': { en: 'Orders', ru: 'Приказы' },
  'export.sheet_log': { en: 'Events', ru: 'События' },
  'export.sheet_attacks': { en: 'Attacks', ru: 'Бомбардировки' },
  'export.sheet_nominations': { en: 'Nominations', ru: 'Номинации' },

  'export.game_title': { en: 'Game', ru: 'Игра' },
  'export.language': { en: 'Game language', ru: 'Язык игры' },
  'export.created': { en: 'Created', ru: 'Создана' },
  'export.rounds_played': { en: 'Rounds played', ru: 'Сыграно раундов' },
  'export.over': { en: 'Game over', ru: 'Игра окончена' },
  'export.collapsed': { en: 'Ecology collapsed', ru: 'Экология разрушена' },
  'export.final_ecology': { en: 'World ecology at the end', ru: 'Экология мира в конце' },
  'export.countries': { en: 'Countries', ru: 'Страны' },
  'export.field': { en: 'Field', ru: 'Поле' },
  'export.value': { en: 'Value', ru: 'Значение' },

  'export.round': { en: 'Round', ru: 'Раунд' },
  'export.country': { en: 'Country', ru: 'Страна' },
  'export.budget': { en: 'Budget', ru: 'Бюджет' },
  'export.income': { en: 'Income', ru: 'Доход' },
  'export.average_standard': { en: 'Average living standard', ru: 'Средний уровень жизни' },
  'export.ecology': { en: 'World ecology', ru: 'Экология мира' },
  'export.cities_destroyed': { en: 'Cities destroyed', ru: 'Уничтожено городов' },
  'export.order': { en: 'Order', ru: 'Приказ' },
  'export.order_value': { en: 'Target or amount', ru: 'Цель или сумма' },
  'export.event': { en: 'Event', ru: 'Событие' },
  'export.attacker': { en: 'Attacker', ru: 'Кто бомбил' },
  'export.city': { en: 'City', ru: 'Город' },
  'export.city_country': { en: 'Country of the city', ru: 'Страна города' },
  'export.destroyed': { en: 'City destroyed', ru: 'Город уничтожен' },
  'export.nomination': { en: 'Nomination', ru: 'Номинация' },
} as const satisfies Record<string, LabelText>;
