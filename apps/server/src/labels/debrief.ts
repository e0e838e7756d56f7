import type { LabelText } from './label-text.js';

/**
 * Labels of the story of a game in the back-office: the host's reveal of the final screen on the
 * control screen, and the debrief report.
 */
export const debriefLabels = {
  'games.report_link': { en: 'Debrief report', ru: 'Отчёт для разбора' },
  'games.reveal_title': { en: 'Final screen', ru: 'Экран итогов' },
  'games.reveal_hint': {
    en: 'The projector and the phones show only what you reveal.',
    ru: 'Проектор и телефоны показывают только то, что вы открыли.',
  },
  'games.reveal_progress': {
    en: '{{revealed}} of {{total}} shown',
    ru: 'Открыто {{revealed}} из {{total}}',
  },
  'games.reveal_next': { en: 'Reveal: {{name}}', ru: 'Открыть: {{name}}' },
  'games.reveal_done': { en: 'Everything is revealed', ru: 'Всё открыто' },
  'games.reveal_back': { en: 'Back', ru: 'Назад' },
  'games.reveal_all': { en: 'Reveal all', ru: 'Открыть всё' },
  'games.reveal_reset': { en: 'Hide all', ru: 'Скрыть всё' },
  'games.reveal_step.investor': { en: 'Investor', ru: 'Инвестор' },
  'games.reveal_step.ecologist': { en: 'Ecologist', ru: 'Эколог' },
  'games.reveal_step.peacemaker': { en: 'Peacemaker', ru: 'Миротворец' },
  'games.reveal_step.aggressor': { en: 'Aggressor', ru: 'Агрессор' },
  'games.reveal_step.winner': { en: 'Winner', ru: 'Победитель' },
  'games.reveal_step.attacks': { en: 'Who bombed whom', ru: 'Кто кого бомбил' },

  'games.turning_points_title': { en: 'Turning points', ru: 'Поворотные моменты' },
  'games.turning_points_hint': {
    en: 'Show the room the moments that changed the game, one at a time, on the projector.',
    ru: 'Покажите залу на проекторе моменты, изменившие игру, по одному.',
  },
  'games.turning_points_none': {
    en: 'This game had no turning points.',
    ru: 'В этой игре не было поворотных моментов.',
  },
  'games.turning_points_progress': {
    en: 'step {{step}} of {{total}}',
    ru: 'шаг {{step}} из {{total}}',
  },
  'games.turning_points_link': {
    en: 'Open on the projector',
    ru: 'Открыть на проекторе',
  },
  'games.turning_points_back': { en: 'Previous', ru: 'Предыдущий' },
  'games.turning_points_next': { en: 'Next', ru: 'Следующий' },

  'report.heading': { en: 'Debrief report', ru: 'Отчёт для разбора игры' },
  'report.countries_count': { en: 'Countries: {{count}}', ru: 'Стран: {{count}}' },
  'report.in_progress': { en: 'Round {{round}} in progress', ru: 'Идёт раунд {{round}}' },
  'report.control_link': { en: 'Control screen', ru: 'Экран управления' },
  'report.print': { en: 'Print', ru: 'Печать' },
  'report.export_xlsx': { en: 'Excel (xlsx)', ru: 'Excel (xlsx)' },
  'report.export_csv_for': {
    en: 'CSV (Excel, {{language}}: separator “{{separator}}”, {{decimal}})',
    ru: 'CSV (Excel, {{language}}: разделитель «{{separator}}», {{decimal}})',
  },
  'report.decimal_comma': { en: 'decimal comma', ru: 'десятичная запятая' },
  'report.decimal_point': { en: 'decimal point', ru: 'десятичная точка' },
  'report.no_rounds': {
    en: 'No round has ended yet: the report fills in as the game is played.',
    ru: 'Ни один раунд ещё не завершён: отчёт заполняется по ходу игры.',
  },
  'report.standings': {
    en: 'Standings after each round',
    ru: 'Положение стран после каждого раунда',
  },
  'report.standings_hint': {
    en: 'Average living standard; under it the budget and the income after the round.',
    ru: 'Средний уровень жизни; под ним бюджет и доход после раунда.',
  },
  'report.standings_chart': {
    en: 'Average living standard by round',
    ru: 'Средний уровень жизни по раундам',
  },
  'report.country': { en: 'Country', ru: 'Страна' },
  'report.ecology_chart': { en: 'World ecology by round', ru: 'Экология мира по раундам' },
  'report.timeline': { en: 'Round by round', ru: 'Ход игры по раундам' },
  'report.round_ecology': { en: 'Ecology {{value}}', ru: 'Экология {{value}}' },
  'report.no_events': { en: 'Nothing was logged in this round.', ru: 'В этом раунде событий нет.' },
  'report.attacks': { en: 'Who bombed whom', ru: 'Кто кого бомбил' },
  'report.no_attacks': { en: 'No bomb was dropped.', ru: 'Ни одной бомбы не сброшено.' },
  'report.promises': { en: 'Promises and their fate', ru: 'Обещания и их судьба' },
  'report.no_promises': { en: 'No promise was made.', ru: 'Обещаний не давали.' },
  'report.promises_kept': { en: 'kept: {{value}}', ru: 'выполнено: {{value}}' },
  'report.promises_broken': { en: 'broken: {{value}}', ru: 'нарушено: {{value}}' },
  'report.attacker': { en: 'Attacker', ru: 'Кто бомбил' },
  'report.target': { en: 'City (country)', ru: 'Город (страна)' },
  'report.result': { en: 'Result', ru: 'Итог' },
  'report.destroyed': { en: 'City destroyed', ru: 'Город уничтожен' },
  'report.stopped': { en: 'Stopped by a shield', ru: 'Остановлена щитом' },
  'report.orders': { en: 'Order sets', ru: 'Приказы команд' },
  'report.no_orders': { en: 'No orders', ru: 'Без приказов' },
  'report.orders_by_host': { en: 'entered by the host', ru: 'введены ведущим' },
  'report.what_if': { en: 'What if', ru: 'Что если' },
  'report.what_if_hint': {
    en: 'The same game replayed from its start with the same world events and credits, leaving out one kind of orders. Bombs built are still paid for.',
    ru: 'Та же игра, переигранная с начала с теми же мировыми событиями и начислениями, но без одного вида приказов. Построенные бомбы всё равно оплачены.',
  },
  'report.what_if_without.attacks': { en: 'Without bombs', ru: 'Без бомб' },
  'report.what_if_without.sanctions': { en: 'Without sanctions', ru: 'Без санкций' },
  'report.what_if_without.transfers': { en: 'Without transfers', ru: 'Без переводов' },
  'report.what_if_table_hint': {
    en: 'At the end of the game: average living standard, the budget under it.',
    ru: 'В конце игры: средний уровень жизни, под ним бюджет.',
  },
  'report.what_if_happened': { en: 'What happened', ru: 'Как было' },
  'report.what_if_would': { en: 'What if', ru: 'Что было бы' },
  'report.what_if_difference': { en: 'Difference', ru: 'Разница' },
  'report.what_if_real_winner': { en: 'Winner: what happened', ru: 'Победитель: как было' },
  'report.what_if_winner': { en: 'Winner: what if', ru: 'Победитель: что было бы' },
  'report.what_if_ecology_chart': {
    en: 'World ecology by round: what happened and what if',
    ru: 'Экология мира по раундам: как было и что было бы',
  },
  'report.turning_points': { en: 'Turning points', ru: 'Поворотные моменты' },
  'report.turning_points_hint': {
    en: 'The moments that changed the game, the biggest first: an effect is how a country ended with the act, against the same game replayed without it.',
    ru: 'Моменты, изменившие игру, самые важные первыми: влияние — насколько иначе страна закончила игру с этим действием, чем та же игра, переигранная без него.',
  },
  'report.no_turning_points': {
    en: 'No turning point was found in this game.',
    ru: 'Поворотных моментов в этой игре не найдено.',
  },
  'report.turning_points_effect': {
    en: '{{value}} points of living standard for {{country}}',
    ru: '{{value}} п. п. уровня жизни для страны {{country}}',
  },
  'report.turning_points_evidence': {
    en: 'Log lines: {{count}}',
    ru: 'Строки журнала: {{count}}',
  },
  'report.turning_kind.first_bomb': { en: 'First bomb', ru: 'Первая бомба' },
  'report.turning_kind.promise_broken': { en: 'Broken promise', ru: 'Нарушенное обещание' },
  'report.turning_kind.sanction': { en: 'Sanctions', ru: 'Санкции' },
  'report.turning_kind.ecology_threshold': { en: 'Ecology', ru: 'Экология' },
  'report.turning_kind.world_event': { en: 'World event', ru: 'Мировое событие' },
  'report.turning_kind.lead_change': { en: 'New leader', ru: 'Новый лидер' },
  'report.nominations': { en: 'Nominations', ru: 'Номинации' },
  'report.nominations_pending': {
    en: 'The nominations are awarded when the game is over.',
    ru: 'Номинации присуждаются, когда игра окончена.',
  },
  'report.nobody': { en: 'Nobody qualified.', ru: 'Никто не подошёл.' },
  'report.nomination.winner': { en: 'Winner', ru: 'Победитель' },
  'report.nomination.investor': { en: 'Investor', ru: 'Инвестор' },
  'report.nomination.ecologist': { en: 'Ecologist', ru: 'Эколог' },
  'report.nomination.peacemaker': { en: 'Peacemaker', ru: 'Миротворец' },
  'report.nomination.aggressor': { en: 'Aggressor', ru: 'Агрессор' },
  'report.measure.winner': {
    en: 'The highest average living standard at the end of the game.',
    ru: 'Самый высокий средний уровень жизни в конце игры.',
  },
  'report.measure.investor': {
    en: 'The most money transferred to other countries.',
    ru: 'Больше всех денег перевела другим странам.',
  },
  'report.measure.ecologist': {
    en: 'The most money invested in ecology.',
    ru: 'Больше всех вложила в экологию.',
  },
  // v2: kept promises are peaceful acts too, as the nomination counts them.
  'report.measure.peacemaker_v2': {
    en: 'Dropped no bomb, and did the most peaceful acts: transfers sent, sanctions lifted, talks finished, promises kept.',
    ru: 'Не сбросила ни одной бомбы и сделала больше всех мирных дел: переводы, снятые санкции, завершённые переговоры, сдержанные обещания.',
  },
  'report.measure.aggressor': {
    en: 'The most bombs dropped.',
    ru: 'Больше всех сбросила бомб.',
  },
  // A {{value}} or {{standard}} of a standard comes written as a percentage ("40,6 %") by the
  // screen's number formats: the keys changed when the texts lost their own "%".
  'report.why.winner_standard': { en: 'standard {{value}}', ru: 'уровень жизни {{value}}' },
  'report.why.investor': { en: '${{value}} transferred', ru: 'переведено ${{value}}' },
  'report.why.ecologist': { en: '${{value}} invested', ru: 'вложено ${{value}}' },
  'report.why.peacemaker': { en: 'peaceful acts: {{value}}', ru: 'мирных дел: {{value}}' },
  'report.why.aggressor': { en: 'bombs dropped: {{value}}', ru: 'сброшено бомб: {{value}}' },
  'report.tie_equal_standard': {
    en: 'Equal standard of {{standard}}: {{countries}}.',
    ru: 'Равный уровень жизни {{standard}}: {{countries}}.',
  },
  'report.tie_rise': {
    en: 'Decided by the biggest rise since the start of the game.',
    ru: 'Решил наибольший рост с начала игры.',
  },
  'report.tie_peaceful_acts': {
    en: 'The rise was equal too; decided by the most peaceful acts.',
    ru: 'Рост тоже равный; решило наибольшее число мирных дел.',
  },
  'report.tie_shared': {
    en: 'The rise and the peaceful acts were equal too: the win is shared.',
    ru: 'Рост и число мирных дел тоже равны: победа общая.',
  },
} as const satisfies Record<string, LabelText>;
