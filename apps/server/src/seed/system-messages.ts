// Every text the game shows to players (player screen, stats and final screens, log entries),
// defined once: a stable message id and its English original. The engine owns the texts of what it
// emits (log entry types, order and action errors, nominations, negotiation statuses); the rest is
// defined here. Game languages translate these ids; the seed writes them and the `ru`/`en`
// languages. Placeholders use i18next's {{name}} syntax.
import type { ExportCsvColumn } from '@orbis/contracts';
import {
  SYSTEM_MESSAGES as ENGINE_MESSAGES,
  type KeyColour,
  type OrderType,
  type SupertechKind,
} from '@orbis/engine';
import type { LabelText } from '../labels/label-text.js';

export interface SystemMessageDefinition {
  id: string;
  original: string;
}

const ORDER_NAMES = {
  develop: { en: 'Develop a city', ru: 'Развитие города' },
  shield: { en: 'Build a shield', ru: 'Щит над городом' },
  technology: { en: 'Nuclear programme', ru: 'Ядерная программа' },
  build_bombs: { en: 'Build bombs', ru: 'Производство бомб' },
  attack: { en: 'Drop a bomb', ru: 'Бомбардировка' },
  ecology: { en: 'Invest in ecology', ru: 'Вклад в экологию' },
  sanction: { en: 'Impose sanctions', ru: 'Ввести санкции' },
  lift_sanction: { en: 'Lift sanctions', ru: 'Снять санкции' },
  transfer: { en: 'Transfer money', ru: 'Перевод денег' },
  ufo_contact: { en: 'Contact the UFO', ru: 'Контакт с НЛО' },
  supertech: { en: 'Supertech', ru: 'Супертехнология' },
} as const satisfies Record<OrderType, LabelText>;

const UFO_KEYS = {
  red: { en: 'Red key', ru: 'Красный ключ' },
  green: { en: 'Green key', ru: 'Зелёный ключ' },
  blue: { en: 'Blue key', ru: 'Синий ключ' },
} as const satisfies Record<KeyColour, LabelText>;

const SUPERTECH_KINDS = {
  dome: { en: 'Dome', ru: 'Купол' },
  terraform: { en: 'Terraforming', ru: 'Терраформирование' },
  boom: { en: 'Boom', ru: 'Бум' },
} as const satisfies Record<SupertechKind, LabelText>;

/**
 * The header row of the debrief's csv, in the game's language: a spreadsheet in that language opens
 * it (the columns stay API.md's, in its order).
 */
const CSV_COLUMNS = {
  round: { en: 'Round', ru: 'Раунд' },
  country: { en: 'Country', ru: 'Страна' },
  budget: { en: 'Budget', ru: 'Бюджет' },
  income: { en: 'Income', ru: 'Доход' },
  average_standard: { en: 'Average living standard', ru: 'Средний уровень жизни' },
  ecology: { en: 'World ecology', ru: 'Экология мира' },
  orders: { en: 'Orders', ru: 'Приказы' },
} as const satisfies Record<ExportCsvColumn, LabelText>;

/** The live-connection indicator's words, on the projector and on the phones alike. */
const LIVE_CONNECTION = {
  connecting: { en: 'Connecting…', ru: 'Подключение…' },
  reconnecting: { en: 'Reconnecting…', ru: 'Переподключение…' },
  no_updates: { en: 'No live updates', ru: 'Без обновлений' },
} as const satisfies Record<string, LabelText>;

const STATS = {
  title: { en: 'World statistics', ru: 'Мировая статистика' },
  round: { en: 'Round {{round}}', ru: 'Раунд {{round}}' },
  not_started: { en: 'The game has not started yet', ru: 'Игра ещё не началась' },
  game_over: { en: 'Game over', ru: 'Игра окончена' },
  ecology: { en: 'World ecology', ru: 'Экология мира' },
  ecology_chart: { en: 'Ecology by round', ru: 'Экология по раундам' },
  average_standard: { en: 'Average living standard', ru: 'Средний уровень жизни' },
  average_standard_chart: {
    en: 'Average living standard by country',
    ru: 'Средний уровень жизни по странам',
  },
  country: { en: 'Country', ru: 'Страна' },
  city: { en: 'City', ru: 'Город' },
  standard: { en: 'Living standard', ru: 'Уровень жизни' },
  destroyed: { en: 'Destroyed', ru: 'Уничтожен' },
  ufo: { en: 'A UFO is over this city', ru: 'Над городом НЛО' },
  shield_hit: {
    en: 'Bombs a shield stopped over this city: {{value}}',
    ru: 'Щит над городом отразил бомб: {{value}}',
  },
  start: { en: 'Start', ru: 'Старт' },
  join: { en: 'Join the game', ru: 'Присоединяйтесь к игре' },
  join_hint: {
    en: 'Scan the code or open the link, then enter your team’s access code',
    ru: 'Отсканируйте код или откройте ссылку и введите код доступа команды',
  },
  fullscreen: { en: 'Full screen', ru: 'Во весь экран' },
  exit_fullscreen: { en: 'Exit full screen', ru: 'Выйти из полноэкранного режима' },
  news_title: { en: 'Round {{round}} news', ru: 'Новости раунда {{round}}' },
  news_count: { en: '{{index}} of {{count}}', ru: '{{index}} из {{count}}' },
  news_skip: { en: 'Back to the figures', ru: 'К цифрам' },
  news_replay: { en: 'Show the round’s news again', ru: 'Снова показать новости раунда' },
  // A world event the host fires (or one scheduled for the round) takes the screen at once.
  world_event: { en: 'World event', ru: 'Событие в мире' },
  // The projector's map (its words for screen readers, its legend) and the standings beside it.
  map: { en: 'World map', ru: 'Карта мира' },
  map_countries: { en: 'Countries and their cities', ru: 'Страны и их города' },
  map_city: { en: '{{city}}: {{standard}}', ru: '{{city}}: {{standard}}' },
  map_city_destroyed: { en: '{{city}}: destroyed', ru: '{{city}}: уничтожен' },
  map_city_shield: {
    en: '{{city}}: a shield stopped bombs: {{value}}',
    ru: '{{city}}: щит отразил бомб: {{value}}',
  },
  map_round: { en: 'On the map after round {{round}}', ru: 'На карте после раунда {{round}}' },
  map_nothing: { en: 'No bombs, sanctions or talks', ru: 'Ни бомб, ни санкций, ни переговоров' },
  map_bomb: {
    en: 'A bomb destroyed {{city}} ({{country}})',
    ru: 'Бомба уничтожила город {{city}} ({{country}})',
  },
  map_shield: {
    en: 'A shield over {{city}} ({{country}}) stopped a bomb',
    ru: 'Щит над городом {{city}} ({{country}}) остановил бомбу',
  },
  map_sanction: {
    en: '{{from}} imposed sanctions on {{to}}',
    ru: 'Санкции: {{from}} против страны {{to}}',
  },
  map_lift_sanction: {
    en: '{{from}} lifted its sanctions on {{to}}',
    ru: 'Снятие санкций: {{from}} со страны {{to}}',
  },
  map_talks: { en: '{{a}} and {{b}} finished talks', ru: 'Переговоры завершены: {{a}} и {{b}}' },
  map_technology: {
    en: '{{country}} started a nuclear programme',
    ru: 'Ядерная программа: {{country}}',
  },
  map_world_event: {
    en: 'World event “{{title}}”: {{countries}}',
    ru: 'Событие в мире «{{title}}»: {{countries}}',
  },
  legend_destroyed: { en: 'City destroyed', ru: 'Город уничтожен' },
  legend_shield: { en: 'Shield stopped a bomb', ru: 'Щит остановил бомбу' },
  legend_sanction: { en: 'Sanctions', ru: 'Санкции' },
  legend_talks: { en: 'Talks finished', ru: 'Переговоры завершены' },
  legend_technology: { en: 'Nuclear programme', ru: 'Ядерная программа' },
  legend_world_event: { en: 'World event', ru: 'Событие в мире' },
  standings: { en: 'Standings', ru: 'Рейтинг' },
  ...LIVE_CONNECTION,
} as const satisfies Record<string, LabelText>;

const FINAL = {
  title: { en: 'Final results', ru: 'Итоги игры' },
  nominations: { en: 'Nominations', ru: 'Номинации' },
  winner_banner: { en: 'Winner!', ru: 'Победитель!' },
  no_winner: {
    en: 'World ecology collapsed: nobody wins',
    ru: 'Экология мира разрушена: победителей нет',
  },
  nobody: { en: 'Nobody earned this nomination', ru: 'Эту номинацию никто не заслужил' },
  not_over: {
    en: 'The game is not over yet: the nominations are announced at the end',
    ru: 'Игра ещё не окончена: номинации объявляются в конце',
  },
  host_reveals: {
    en: 'The host reveals the nominations one by one',
    ru: 'Ведущий открывает номинации по одной',
  },
  reveal_keys: {
    en: '→ or space: next · ←: back · A: everything',
    ru: '→ или пробел — дальше · ← — назад · A — всё сразу',
  },
  next: { en: 'Next', ru: 'Дальше' },
  back: { en: 'Back', ru: 'Назад' },
  show_all: { en: 'Show all', ru: 'Показать все' },
  reveal_failed: {
    en: 'The reveal failed. Check the connection and try again.',
    ru: 'Не удалось открыть. Проверьте связь и повторите.',
  },
  attacks_title: { en: 'Who bombed whom', ru: 'Кто кого бомбил' },
  no_attacks: {
    en: 'Not a single bomb was dropped in this game',
    ru: 'В этой игре не упало ни одной бомбы',
  },
  attack_round: { en: 'Round {{round}}', ru: 'Раунд {{round}}' },
  promises_title: { en: 'Promises', ru: 'Обещания' },
  promises_kept: { en: 'kept: {{value}}', ru: 'выполнено: {{value}}' },
  promises_broken: { en: 'broken: {{value}}', ru: 'нарушено: {{value}}' },
  no_promises: { en: 'Nobody made a promise.', ru: 'Обещаний никто не давал.' },
  attack_destroyed: { en: 'city destroyed', ru: 'город уничтожен' },
  attack_stopped: { en: 'stopped by a shield', ru: 'остановлена щитом' },
  report_link: { en: 'Debrief report', ru: 'Отчёт для разбора' },
  amount: { en: '${{value}}', ru: '${{value}}' },
  bombs: { en: '{{value}} bomb(s)', ru: 'Бомб: {{value}}' },
  peaceful_acts: { en: '{{value}} peaceful act(s)', ru: 'Мирных дел: {{value}}' },
  co_winners_banner: { en: 'Co-winners!', ru: 'Победители!' },
  // {{standard}} comes written as a percentage ("43,9 %"), by the screen's number formats.
  tie_equal_standard: {
    en: 'Equal living standard of {{standard}}: {{countries}}',
    ru: 'Равный уровень жизни {{standard}}: {{countries}}',
  },
  // v2: the rise as the standards it went from and to, not in points ("+13,4 п." read unclear).
  tie_rise_v2: {
    en: 'Decided by the biggest rise since the start of the game: from {{from}} to {{to}}',
    ru: 'Решил наибольший рост с начала игры: с {{from}} до {{to}}',
  },
  tie_peaceful_acts: {
    en: 'Equal rise since the start; decided by the most peaceful acts: {{value}}',
    ru: 'Рост с начала игры тоже равный; решило наибольшее число мирных дел: {{value}}',
  },
  tie_shared: {
    en: 'Equal rise since the start and equal peaceful acts: the win is shared',
    ru: 'Рост с начала игры и число мирных дел тоже равны: победа общая',
  },
  // The map at the attacks step: every bomb's arrow from its attacker, round by round, then a
  // replay of the game that the room scrubs through on the screen itself.
  map_attack: {
    en: 'Round {{round}}: {{from}} bombed {{city}} ({{country}})',
    ru: 'Раунд {{round}}: {{from}} — бомба на город {{city}} ({{country}})',
  },
  map_skip: {
    en: 'Any key or a click: all the bombs at once',
    ru: 'Любая клавиша или щелчок — все бомбы сразу',
  },
  replay: { en: 'Replay the game round by round', ru: 'Повтор игры по раундам' },
  replay_round: { en: 'Round {{round}} of {{count}}', ru: 'Раунд {{round}} из {{count}}' },
} as const satisfies Record<string, LabelText>;

const PLAYER = {
  enter_title: { en: 'Enter the game', ru: 'Вход в игру' },
  choose_country: { en: 'Choose your country', ru: 'Выберите свою страну' },
  access_code: { en: 'Access code', ru: 'Код доступа' },
  code_required: { en: "Type your team's access code", ru: 'Введите код доступа команды' },
  host_no_code: {
    en: "As this game's host you may leave the code empty.",
    ru: 'Как ведущий этой игры вы можете не вводить код.',
  },
  enter: { en: 'Enter', ru: 'Войти' },
  join_over: {
    en: 'This game is over: there is no team left to join. See how it ended.',
    ru: 'Эта игра окончена: присоединиться к ней уже нельзя. Посмотрите, чем она закончилась.',
  },
  see_final: { en: 'See the nominations', ru: 'Смотреть номинации' },
  wrong_code: { en: 'Wrong access code', ru: 'Неверный код доступа' },
  join_throttle: {
    en: 'Too many wrong codes. Try again in {{seconds}} s.',
    ru: 'Слишком много неверных кодов. Повторите через {{seconds}} с.',
  },
  back_to_team: { en: 'Back to {{country}}', ru: 'Вернуться к команде: {{country}}' },
  // A phone whose session ended under it (most often: the host gave the team a new code).
  team_ended: {
    en: 'This device is no longer in the team: its access code may have changed. Ask the host for the new code and enter again.',
    ru: 'Это устройство больше не в команде: возможно, её код доступа сменился. Спросите у ведущего новый код и войдите снова.',
  },
  leave: { en: 'Leave', ru: 'Выйти' },
  leave_confirm: {
    en: 'Leave the team on this device? To come back you will need the access code.',
    ru: 'Выйти из команды на этом устройстве? Чтобы вернуться, понадобится код доступа.',
  },
  request_failed: {
    en: 'The request failed. Check the connection and try again.',
    ru: 'Запрос не удался. Проверьте связь и повторите.',
  },
  round_changed: {
    en: 'The round has changed. Reload and try again.',
    ru: 'Раунд сменился. Обновите страницу и повторите.',
  },
  round: { en: 'Round {{round}}', ru: 'Раунд {{round}}' },
  round_stopped: {
    en: 'The round has not started yet. Wait for the host.',
    ru: 'Раунд ещё не начался. Дождитесь ведущего.',
  },
  round_running: {
    en: 'The round is running: send your orders.',
    ru: 'Раунд идёт: отправьте приказы.',
  },
  round_closing: {
    en: 'The round is running: waiting for the host to end it.',
    ru: 'Раунд идёт: ждём, когда ведущий его завершит.',
  },
  game_over: { en: 'The game is over', ru: 'Игра окончена' },
  tab_final: { en: 'Results', ru: 'Итоги' },
  nominations: { en: 'Nominations', ru: 'Номинации' },
  not_revealed: {
    en: 'Waiting for the host to reveal it',
    ru: 'Ждём, когда ведущий откроет',
  },
  that_is_us: { en: 'Us!', ru: 'Это мы!' },
  our_story: { en: 'Our game, round by round', ru: 'Наша игра по раундам' },
  story_round: { en: 'Round', ru: 'Раунд' },
  story_spent: { en: 'Spent', ru: 'Потрачено' },
  spending: { en: 'What we spent money on', ru: 'На что мы тратили деньги' },
  spent_nothing: { en: 'We spent nothing.', ru: 'Мы ничего не потратили.' },
  bombed_us: { en: 'Who bombed us', ru: 'Кто нас бомбил' },
  bombed_hidden: {
    en: 'Revealed at the end of the final screen',
    ru: 'Откроется в конце показа итогов',
  },
  nobody_bombed_us: { en: 'Nobody bombed us.', ru: 'Нас никто не бомбил.' },
  connected: { en: 'Connected', ru: 'На связи' },
  ...LIVE_CONNECTION,
  country: { en: 'Country', ru: 'Страна' },
  tab_world: { en: 'World', ru: 'Мир' },
  world_news: { en: 'World news', ru: 'Новости мира' },
  news_empty: {
    en: 'No news yet: it comes when a round ends.',
    ru: 'Новостей пока нет: они появятся, когда закончится раунд.',
  },
  budget: { en: 'Budget', ru: 'Бюджет' },
  income: { en: 'Income', ru: 'Доход' },
  ecology: { en: 'World ecology', ru: 'Экология мира' },
  average_standard: { en: 'Average living standard', ru: 'Средний уровень жизни' },
  technology: { en: 'Nuclear technology', ru: 'Ядерная технология' },
  yes: { en: 'Yes', ru: 'Есть' },
  no: { en: 'No', ru: 'Нет' },
  bombs: { en: 'Bombs', ru: 'Бомбы' },
  cities: { en: 'Cities', ru: 'Города' },
  development: { en: 'Development', ru: 'Развитие' },
  development_value: { en: 'development {{value}}', ru: 'развитие {{value}}' },
  development_max: { en: 'development {{value}}, the maximum', ru: 'развитие {{value}}, максимум' },
  standard: { en: 'Living standard', ru: 'Уровень жизни' },
  shield: { en: 'Shield', ru: 'Щит' },
  destroyed: { en: 'Destroyed', ru: 'Уничтожен' },
  keys: { en: 'UFO keys', ru: 'Ключи НЛО' },
  sanctions: { en: 'Sanctions', ru: 'Санкции' },
  sanctions_to: { en: 'Our sanctions', ru: 'Наши санкции' },
  sanctions_from: { en: 'Sanctions against us', ru: 'Санкции против нас' },
  sanctioned_by_us: { en: 'Under our sanctions', ru: 'Под нашими санкциями' },
  sanctions_on_us: { en: 'Sanctions on us', ru: 'Санкции против нас' },
  their_sanctions: { en: 'Sanctions against: {{countries}}', ru: 'Санкции против: {{countries}}' },
  none: { en: 'None', ru: 'Нет' },
  orders: { en: 'Orders', ru: 'Приказы' },
  price_each: { en: '{{value}} each', ru: 'по {{value}}' },
  free: { en: 'free', ru: 'бесплатно' },
  costs_bomb: { en: 'one bomb each', ru: 'одна бомба на удар' },
  costs_amount: { en: 'the amount sent', ru: 'отправленная сумма' },
  one_bomb: { en: '1 bomb', ru: '1 бомба' },
  start_programme: { en: 'Start the nuclear programme', ru: 'Начать ядерную программу' },
  bombs_in_stock: { en: 'Bombs in stock: {{value}}', ru: 'Бомб в запасе: {{value}}' },
  at_most: { en: 'at most {{value}}', ru: 'не больше {{value}}' },
  more: { en: 'one more', ru: 'на одну больше' },
  fewer: { en: 'one fewer', ru: 'на одну меньше' },
  add_transfer: { en: 'Add a transfer', ru: 'Добавить перевод' },
  remove_order: { en: 'Remove', ru: 'Убрать' },
  target_country: { en: 'Country', ru: 'Страна' },
  amount: { en: 'Amount', ru: 'Сумма' },
  key_once: { en: '{{key}}: one is enough', ru: '{{key}}: хватит одного' },
  key_too_late: { en: '{{key}}: too late to use', ru: '{{key}}: уже не пригодится' },
  no_ufo_over_us: {
    en: 'No UFO is over our cities this round.',
    ru: 'В этом раунде над нашими городами нет НЛО.',
  },
  your_orders: { en: 'Our order set', ru: 'Наши приказы' },
  no_orders: { en: 'No orders in the set yet.', ru: 'Приказов пока нет.' },
  // {{value}} comes written as money ("$1 300", "-$350"), by the screen's number formats.
  orders_cost: { en: 'Total cost: {{value}}', ru: 'Итого: {{value}}' },
  budget_after: { en: 'Budget left: {{value}}', ru: 'Останется в бюджете: {{value}}' },
  total: { en: 'Total', ru: 'Итого' },
  left: { en: 'Left', ru: 'Остаток' },
  submit_orders: { en: 'Send orders', ru: 'Отправить приказы' },
  send_over_budget: {
    en: 'Over the budget by {{amount}}: remove an order to send the set.',
    ru: 'Не хватает {{amount}}: уберите приказ, чтобы отправить набор.',
  },
  send_fix_lines: {
    en: 'Some orders are not possible: the list of our orders says why.',
    ru: 'Некоторые приказы невозможны: причина указана в списке наших приказов.',
  },
  orders_sent: { en: 'Sent', ru: 'Отправлено' },
  orders_not_sent: { en: 'Orders not sent yet', ru: 'Приказы ещё не отправлены' },
  submitted: { en: 'Orders sent: {{value}}', ru: 'Приказы отправлены: {{value}}' },
  submitted_at: {
    en: 'Orders sent at {{time}}: {{value}}',
    ru: 'Приказы отправлены в {{time}}: {{value}}',
  },
  replace_hint: {
    en: 'You may change them and send again until the round ends.',
    ru: 'До конца раунда их можно изменить и отправить снова.',
  },
  draft_unsent: {
    en: 'Draft, not sent · every phone of the team sees it',
    ru: 'Черновик, не отправлен · его видят все телефоны команды',
  },
  draft_differs: {
    en: 'The set sent earlier ({{value}}) counts until this draft is sent.',
    ru: 'Пока черновик не отправлен, в силе набор, отправленный раньше ({{value}}).',
  },
  sent_state: { en: 'Sent', ru: 'Отправлено' },
  sent_state_at: { en: 'Sent at {{time}}', ru: 'Отправлено в {{time}}' },
  offline: {
    en: 'No connection. The draft is kept on this phone and saved when the connection is back.',
    ru: 'Нет связи. Черновик сохранится, когда связь вернётся.',
  },
  offline_queued: {
    en: 'No connection: the orders are not sent yet. The phone sends them as soon as the connection is back.',
    ru: 'Нет связи: приказы ещё не отправлены. Телефон отправит их, как только связь вернётся.',
  },
  waiting_connection: { en: 'Waiting to send…', ru: 'Ждёт отправки…' },
  server_unavailable_queued: {
    en: 'The server is not answering for now: the orders are not sent yet. The phone sends them as soon as it answers.',
    ru: 'Сервер пока не отвечает: приказы ещё не отправлены. Телефон отправит их, как только сервер ответит.',
  },
  sending: { en: 'Sending…', ru: 'Отправка…' },
  sending_state: { en: 'Sending the orders…', ru: 'Приказы отправляются…' },
  not_taken: {
    en: 'The orders were not taken: orders closed while the phone had no connection.',
    ru: 'Приказы не приняты: пока не было связи, приём приказов закрылся.',
  },
  not_taken_server: {
    en: 'The orders were not taken: orders closed while the server was not answering.',
    ru: 'Приказы не приняты: пока сервер не отвечал, приём приказов закрылся.',
  },
  server_unavailable: {
    en: 'The server is not answering for now, so this was not done. Try again in a moment.',
    ru: 'Сервер пока не отвечает, поэтому это не сделано. Повторите чуть позже.',
  },
  time_up_read_only: {
    en: 'Time is up: orders are no longer taken. The form can only be read.',
    ru: 'Время вышло: приказы больше не принимаются. Форму можно только смотреть.',
  },
  last_round: { en: 'What round {{round}} did to us', ru: 'Итоги раунда {{round}} для нас' },
  nothing_happened: {
    en: 'Nothing happened to us in that round.',
    ru: 'В этом раунде с нами ничего не произошло.',
  },
  negotiations: { en: 'Negotiations', ru: 'Переговоры' },
  no_talks: { en: 'No talks', ru: 'Переговоров нет' },
  // v2: it counts promises proposed to us too.
  talks_waiting_v2: {
    en: 'proposals waiting for our answer: {{value}}',
    ru: 'предложений ждут нашего ответа: {{value}}',
  },
  talks_asked_us: { en: 'they asked us', ru: 'предложили нам' },
  talks_we_asked: { en: 'we asked them', ru: 'предложили мы' },
  request_negotiation: { en: 'Request talks', ru: 'Предложить переговоры' },
  accept: { en: 'Accept', ru: 'Принять' },
  refuse: { en: 'Refuse', ru: 'Отказаться' },
  mark_done: { en: 'Ready to finish', ru: 'Готовы завершить' },
  // Talks: the tab holds promises in every game, and the negotiation requests with that mod.
  tab_talks: { en: 'Talks', ru: 'Переговоры' },
  promises: { en: 'Promises', ru: 'Обещания' },
  promise_new: { en: 'Make a promise', ru: 'Дать обещание' },
  promise_to: { en: 'To', ru: 'Кому' },
  promise_kind: { en: 'What we promise', ru: 'Что обещаем' },
  promise_kind_no_attack: { en: 'Not to bomb them', ru: 'Не бомбить их' },
  promise_kind_no_sanction: { en: 'No sanctions on them', ru: 'Не вводить против них санкции' },
  promise_kind_lift_sanction: { en: 'Lift my sanctions on them', ru: 'Снять с них наши санкции' },
  promise_kind_transfer: { en: 'Send them money', ru: 'Перевести им деньги' },
  promise_kind_no_attack_us: { en: 'Not to bomb us', ru: 'Не бомбить нас' },
  promise_kind_no_sanction_us: { en: 'No sanctions on us', ru: 'Не вводить против нас санкции' },
  promise_kind_lift_sanction_us: {
    en: 'Lift their sanctions on us',
    ru: 'Снять с нас свои санкции',
  },
  promise_kind_transfer_us: { en: 'Send us money', ru: 'Перевести нам деньги' },
  promise_transfer_value: { en: 'Send them {{value}}', ru: 'Перевести им {{value}}' },
  promise_transfer_value_us: { en: 'Send us {{value}}', ru: 'Перевести нам {{value}}' },
  promise_amount: { en: 'Amount, $', ru: 'Сумма, $' },
  promise_until: { en: 'Binding until the end of', ru: 'Действует до конца' },
  promise_round_this: { en: 'Round {{round}} (this one)', ru: 'раунда {{round}} (текущего)' },
  promise_round_last: { en: 'Round {{round}} (the last)', ru: 'раунда {{round}} (последнего)' },
  promise_round_this_last: {
    en: 'Round {{round}} (this one, the last)',
    ru: 'раунда {{round}} (текущего, последнего)',
  },
  promise_round: { en: 'Round {{round}}', ru: 'раунда {{round}}' },
  promise_propose: { en: 'Propose the promise', ru: 'Предложить обещание' },
  promise_proposed: {
    en: 'Proposed: it binds once they accept.',
    ru: 'Предложено: обещание вступит в силу, когда его примут.',
  },
  promise_hint: {
    en: 'The game checks every promise: a broken one is news for the whole room.',
    ru: 'Игра проверяет каждое обещание: о нарушенном узнают все.',
  },
  promise_none: { en: 'No promises yet.', ru: 'Обещаний пока нет.' },
  promise_ours: { en: 'Our promise to {{country}}', ru: 'Наше обещание: {{country}}' },
  promise_theirs: { en: 'Promise of {{country}} to us', ru: 'Обещание нам: {{country}}' },
  promise_status_waiting_them: {
    en: 'Proposed: waiting for their answer',
    ru: 'Предложено: ждём их ответа',
  },
  promise_status_waiting_us: {
    en: 'Proposed to us: waiting for our answer',
    ru: 'Предложено нам: ждёт нашего ответа',
  },
  promise_status_accepted: { en: 'Accepted: binding', ru: 'Принято: в силе' },
  promise_status_kept: { en: 'Kept', ru: 'Выполнено' },
  promise_status_broken: { en: 'Broken in round {{round}}', ru: 'Нарушено в раунде {{round}}' },
  promise_status_declined: { en: 'Declined', ru: 'Отклонено' },
  promise_status_withdrawn: { en: 'Withdrawn', ru: 'Отозвано' },
  promise_binds_last: {
    en: 'Binding until the end of this round, round {{until}}',
    ru: 'В силе до конца этого раунда, раунда {{until}}',
  },
  promise_binds_more: {
    en: 'Binding until the end of round {{until}}: this round and {{more}} more',
    ru: 'В силе до конца раунда {{until}}: этот раунд и ещё {{more}}',
  },
  promise_would_bind: {
    en: 'Would bind until the end of round {{until}}',
    ru: 'Будет в силе до конца раунда {{until}}',
  },
  promise_bound: { en: 'Until the end of round {{until}}', ru: 'До конца раунда {{until}}' },
  promise_sent: { en: 'Sent {{sent}} of {{value}}', ru: 'Отправлено {{sent}} из {{value}}' },
  promise_decline: { en: 'Decline', ru: 'Отклонить' },
  promise_withdraw: { en: 'Withdraw', ru: 'Отозвать' },
  log: { en: 'Events', ru: 'События' },
  log_round: { en: 'Round {{round}}', ru: 'Раунд {{round}}' },
  log_empty: { en: 'Nothing has happened yet.', ru: 'Пока ничего не произошло.' },
} as const satisfies Record<string, LabelText>;

/**
 * The players' "How to play" screen and the projector's short version before round 1. The
 * placeholders are the game's variables by key (prices as money, the rest as numbers), so each
 * game reads its own pinned values.
 */
const RULES = {
  title: { en: 'How to play', ru: 'Как играть' },
  back: { en: 'Back to the game', ru: 'Вернуться к игре' },
  goal_title: { en: 'The goal', ru: 'Цель' },
  goal: {
    en: 'Your team governs a country and its cities. The game lasts {{rounds}} rounds; the country whose cities have the highest average living standard at the end wins.',
    ru: 'Ваша команда управляет страной и её городами. Игра длится {{rounds}} раундов; побеждает страна, у чьих городов в конце самый высокий средний уровень жизни.',
  },
  standard: {
    en: 'A city’s living standard is its development × the world’s ecology / 100. A destroyed city counts as 0 in its country’s average.',
    ru: 'Уровень жизни города — это его развитие × экология мира / 100. Уничтоженный город считается в среднем по стране за 0.',
  },
  // {{start_ecology}} and {{sanction_penalty}} come written as percentages ("48 %"), by the
  // game's number formats; the ids changed when the texts lost their own "%".
  income_start: {
    en: 'At the end of each round every country earns {{income_coefficient}} × the living standard of each of its cities. You start with {{start_budget}}; the world’s ecology starts at {{start_ecology}}.',
    ru: 'В конце каждого раунда страна получает доход: {{income_coefficient}} × уровень жизни каждого своего города. На старте у вас {{start_budget}}, экология мира — {{start_ecology}}.',
  },
  round_title: { en: 'A round', ru: 'Раунд' },
  round: {
    en: 'While the round runs, your team sends one set of orders from its phones; a new set replaces the old one until the host ends the round. Orders are paid when the round ends, and a set that costs more than the budget cannot be sent.',
    ru: 'Пока раунд идёт, команда отправляет с телефонов один набор приказов; новый набор заменяет прежний, пока ведущий не завершит раунд. Приказы оплачиваются в конце раунда; набор дороже бюджета отправить нельзя.',
  },
  round_end: {
    en: 'When the host ends the round: orders are paid and transfers arrive, cities develop and shields go up, bombs fall, the ecology changes, sanctions take effect, and then every country earns its income.',
    ru: 'Когда ведущий завершает раунд: приказы оплачиваются и приходят переводы, города развиваются и встают щиты, падают бомбы, меняется экология, вступают в силу санкции, и затем каждая страна получает доход.',
  },
  orders_title: { en: 'Orders and their prices', ru: 'Приказы и их цены' },
  order_develop: {
    en: '+{{develop_boost}} development for one of your cities, up to {{development_cap}}; once per city a round.',
    ru: '+{{develop_boost}} к развитию вашего города, не выше {{development_cap}}; один раз за раунд на город.',
  },
  order_shield: {
    en: 'Protects a city from one bomb: the bomb destroys the shield instead. It protects in the round it is bought; two bombs in one round destroy the city.',
    ru: 'Защищает город от одной бомбы: бомба уничтожает щит, а не город. Защищает уже в раунде покупки; две бомбы за раунд уничтожают город.',
  },
  order_technology: {
    en: 'Once per game: you may build bombs from the next round. The world loses {{technology_ecology}} ecology.',
    ru: 'Один раз за игру: со следующего раунда можно строить бомбы. Мир теряет {{technology_ecology}} экологии.',
  },
  order_build_bombs: {
    en: 'At most {{max_bombs_per_round}} a round, ready from the next round. Each bomb built costs the world {{bomb_build_ecology}} ecology.',
    ru: 'Не больше {{max_bombs_per_round}} за раунд, готовы со следующего раунда. Каждая построенная бомба отнимает у мира {{bomb_build_ecology}} экологии.',
  },
  order_attack: {
    en: 'A bomb from your stock on another country’s city, one per city a round: it destroys the city for good, or its shield. Each bomb dropped costs the world {{bomb_drop_ecology}} ecology.',
    ru: 'Бомба из запаса на город другой страны, одна на город за раунд: она уничтожает город навсегда или его щит. Каждая сброшенная бомба отнимает у мира {{bomb_drop_ecology}} экологии.',
  },
  order_ecology: {
    en: '+{{ecology_boost}} to the world’s ecology; at most {{max_ecology_per_round}} a round.',
    ru: '+{{ecology_boost}} к экологии мира; не больше {{max_ecology_per_round}} за раунд.',
  },
  order_sanction_cut: {
    en: 'Against another country: its income falls by {{sanction_penalty}} until you lift them.',
    ru: 'Против другой страны: её доход падает на {{sanction_penalty}}, пока вы их не снимете.',
  },
  order_lift_sanction: {
    en: 'Lifts your own sanctions on a country; a peaceful act.',
    ru: 'Снимает ваши санкции со страны; мирное дело.',
  },
  order_transfer: {
    en: 'A whole amount of your money to another country; a peaceful act.',
    ru: 'Целая сумма ваших денег другой стране; мирное дело.',
  },
  order_ufo_contact: {
    en: 'With a UFO over one of your cities: you get its key when the round ends. Not in the last round.',
    ru: 'Если над вашим городом НЛО: его ключ ваш в конце раунда. Не в последнем раунде.',
  },
  order_supertech: {
    en: 'With all three keys, once per game: Dome, Terraforming or Boom (below).',
    ru: 'С тремя ключами, один раз за игру: Купол, Терраформирование или Бум (ниже).',
  },
  ecology_title: { en: 'The world’s ecology', ru: 'Экология мира' },
  ecology: {
    en: 'Ecology multiplies the living standard of every city in the world: harming it harms everyone. Nuclear programmes and bombs lower it; ecology investments raise it.',
    ru: 'Экология умножает уровень жизни каждого города мира: вред ей бьёт по всем. Ядерные программы и бомбы её снижают, вклады в экологию повышают.',
  },
  drift_down: {
    en: 'It also falls by {{ecology_drift}} each round by itself.',
    ru: 'Кроме того, каждый раунд она сама падает на {{ecology_drift}}.',
  },
  drift_up: {
    en: 'It also rises by {{ecology_drift}} each round by itself.',
    ru: 'Кроме того, каждый раунд она сама растёт на {{ecology_drift}}.',
  },
  collapse: {
    en: 'If it falls to 0 the world collapses: the game ends at once and nobody wins.',
    ru: 'Если она упадёт до 0, мир погибнет: игра сразу закончится, и победителей не будет.',
  },
  sanctions_title: { en: 'Sanctions', ru: 'Санкции' },
  sanctions_cut: {
    en: 'Each country that sanctions you cuts your income by {{sanction_penalty}} (never below 0), from the round it imposes them until it lifts them. A country gives one sanction order per country a round.',
    ru: 'Каждая страна, которая ввела против вас санкции, уменьшает ваш доход на {{sanction_penalty}} (не ниже 0) — с раунда, в котором их ввела, и пока их не снимет. Один приказ о санкциях на страну за раунд.',
  },
  ufo_title: { en: 'UFOs and supertechs', ru: 'НЛО и супертехнологии' },
  ufo: {
    en: 'When a round starts, {{ufo_per_round}} UFOs appear over cities, each with a red, green or blue key. The city’s owner may make contact ({{ufo_contact_cost}}) and gets the key when the round ends, unless a bomb destroys the city first (then the contact is paid back). One key of each colour is all you need.',
    ru: 'В начале раунда над городами появляются НЛО ({{ufo_per_round}}), у каждого красный, зелёный или синий ключ. Владелец города может вступить в контакт ({{ufo_contact_cost}}) и получает ключ в конце раунда, если бомба не уничтожит город раньше (тогда контакт оплачивается обратно). Нужно по одному ключу каждого цвета.',
  },
  supertech_when: {
    en: 'With all three keys a country uses one supertech, once per game. It takes effect at the end of the round, after the bombs have fallen:',
    ru: 'С тремя ключами страна применяет одну супертехнологию, один раз за игру. Она срабатывает в конце раунда, после того как упали бомбы:',
  },
  dome: {
    en: 'a shield over each of your surviving cities.',
    ru: 'щит над каждым вашим уцелевшим городом.',
  },
  terraform: {
    en: '+{{supertech_ecology}} to the world’s ecology, for everyone (not once the world has collapsed).',
    ru: '+{{supertech_ecology}} к экологии мира, для всех (если мир ещё не погиб).',
  },
  boom: {
    en: '+{{supertech_boost}} development in each of your surviving cities, up to {{development_cap}}.',
    ru: '+{{supertech_boost}} к развитию каждого вашего уцелевшего города, не выше {{development_cap}}.',
  },
  promises_title: { en: 'Promises', ru: 'Обещания' },
  promises: {
    en: 'On the Talks tab a country may promise another not to bomb it, not to sanction it, to lift its sanctions or to send it money by a given round; the promise binds once the other accepts. The game checks every promise at the end of each round: a broken one is announced to everyone, and each kept one counts as a peaceful act.',
    ru: 'На вкладке «Переговоры» страна может пообещать другой не бомбить её, не вводить против неё санкции, снять свои санкции или перевести ей деньги к назначенному раунду; обещание вступает в силу, когда другая страна его примет. Игра проверяет обещания в конце каждого раунда: о нарушенном узнают все, а каждое выполненное считается мирным поступком.',
  },
  negotiations_title: { en: 'Negotiations', ru: 'Переговоры' },
  negotiations: {
    en: 'Ask another country for talks; it accepts or refuses. The host starts accepted talks, one at a time for each country, and finishes them: each finished negotiation is a peaceful act for both sides. Talks still open when the round ends are closed, not finished.',
    ru: 'Предложите другой стране переговоры; она примет их или откажется. Ведущий начинает принятые переговоры, у каждой страны одни за раз, и завершает их: каждые завершённые переговоры — мирное дело обеих сторон. Открытые в конце раунда переговоры закрываются, а не завершаются.',
  },
  nominations_title: { en: 'Nominations', ru: 'Номинации' },
  nomination_winner: {
    en: 'the highest average living standard at the end; nobody if the world collapsed.',
    ru: 'самый высокий средний уровень жизни в конце игры; никто, если мир погиб.',
  },
  nomination_investor: {
    en: 'the most money transferred to other countries.',
    ru: 'больше всех денег перевёл другим странам.',
  },
  nomination_ecologist: {
    en: 'the most money spent on ecology investments.',
    ru: 'больше всех денег вложил в экологию.',
  },
  // v2: kept promises are peaceful acts too.
  nomination_peacemaker_v2: {
    en: 'of the countries that never dropped a bomb, the most peaceful acts (transfers sent, sanctions lifted, negotiations finished, promises kept); a tie goes to the higher average standard.',
    ru: 'среди стран, не сбросивших ни одной бомбы, — больше всех мирных дел (отправленные переводы, снятые санкции, завершённые переговоры, сдержанные обещания); при равенстве — у кого выше средний уровень жизни.',
  },
  nomination_aggressor: {
    en: 'the most bombs dropped.',
    ru: 'больше всех сбросил бомб.',
  },
  nominations_note: {
    en: 'Ties share a nomination; nobody earns one with 0.',
    ru: 'При равенстве номинацию делят; с нулём её не получает никто.',
  },
  winner_rule_title: { en: 'When the top is shared', ru: 'Если лидеров несколько' },
  // v2: a standard counts as the screens show it, so equal shown standards are a tie.
  winner_rule_first_v2: {
    en: 'When the screens show several countries at the same highest average living standard (to one decimal), the one whose standard rose most since the start of the game wins.',
    ru: 'Если на экранах у нескольких стран одинаковый самый высокий средний уровень жизни (с точностью до десятых), побеждает та, чей уровень вырос сильнее всего с начала игры.',
  },
  winner_rule_second_v2: {
    en: 'If that rise is equal too, the one with the most peaceful acts (transfers sent, sanctions lifted, negotiations finished, promises kept) wins; if those are equal as well, they share the win.',
    ru: 'Если и рост равный, побеждает страна с большим числом мирных дел (отправленные переводы, снятые санкции, завершённые переговоры, сдержанные обещания); если равны и они, победа общая.',
  },
  // The projector's short version, before round 1.
  short_goal: {
    en: 'The country whose cities have the highest average living standard at the end of the game wins.',
    ru: 'Побеждает страна, у чьих городов в конце игры самый высокий средний уровень жизни.',
  },
  short_round: {
    en: 'Each round teams talk, then send their orders from their phones; when the host ends the round, this screen shows what became of the world.',
    ru: 'В каждом раунде команды договариваются, затем отправляют приказы с телефонов; когда ведущий завершает раунд, этот экран показывает, что стало с миром.',
  },
  short_ecology: {
    en: 'Living standard is development × the world’s ecology: nuclear programmes and bombs harm everyone’s, and at 0 ecology everybody loses.',
    ru: 'Уровень жизни — это развитие × экология мира: ядерные программы и бомбы вредят всем, а при нулевой экологии проигрывают все.',
  },
  short_nominations: {
    en: 'Also awarded: {{names}}.',
    ru: 'Ещё награждаются: {{names}}.',
  },
  short_phone: {
    en: 'The full rules, with this game’s prices, are on your phone under “How to play”.',
    ru: 'Полные правила с ценами этой игры — на телефоне, в разделе «Как играть».',
  },
} as const satisfies Record<string, LabelText>;

/**
 * A team's printed card (the handouts): how to join, the code, the prices and the rules in short.
 * The rest of the card's words are the rules' own (`rules.short_*`) and the order names.
 */
const HANDOUT = {
  join: {
    en: 'Scan the code with a phone, or open the link, and enter your access code',
    ru: 'Отсканируйте код телефоном или откройте ссылку и введите код доступа',
  },
  access_code: { en: 'Access code', ru: 'Код доступа' },
  prices: { en: 'Prices', ru: 'Цены' },
  start_budget: { en: 'Budget at the start', ru: 'Бюджет на старте' },
  round: {
    en: 'Each round your team talks with the others, then sends its orders from the phone; the host ends the round, and the big screen shows what became of the world.',
    ru: 'В каждом раунде команда договаривается с другими, затем отправляет приказы с телефона; ведущий завершает раунд, и большой экран показывает, что стало с миром.',
  },
} as const satisfies Record<string, LabelText>;

/**
 * The hall's screen of an event (`#/event/{eventId}`): before round 1 each world's countries with
 * the codes the teams scan, then the worlds side by side. The rest of its words are `stats.*`.
 */
const HALL = {
  seating: {
    en: 'Find your world and your country, scan its code or tap it, then enter your team’s access code',
    ru: 'Найдите свой мир и свою страну, отсканируйте её код или нажмите на неё и введите код доступа команды',
  },
  join_country: { en: 'Join as {{country}}', ru: 'Войти в игру: {{country}}' },
  leader: { en: 'Leader', ru: 'Лидер' },
} as const satisfies Record<string, LabelText>;

/** The round clock's words: its phases, the warnings and the lock's refusal (`clock.time_up`). */
const CLOCK = {
  waiting: { en: 'Waiting for the round to start', ru: 'Ждём начала раунда' },
  talks: { en: 'Talks', ru: 'Переговоры' },
  orders: { en: 'Orders', ru: 'Приказы' },
  closed: { en: 'Time is up', ru: 'Время вышло' },
  paused: { en: 'Paused', ru: 'Пауза' },
  left: { en: '{{time}} left', ru: 'Осталось {{time}}' },
  // A new id for a corrected Russian text: the seed keeps the translations a database has.
  under_a_minute: { en: 'Less than a minute left!', ru: 'Осталось меньше минуты!' },
  round_of: { en: 'Round {{round}} of {{rounds}}', ru: 'Раунд {{round}} из {{rounds}}' },
  time_up: {
    en: 'Time is up: orders are no longer taken.',
    ru: 'Время вышло: приказы больше не принимаются.',
  },
} as const satisfies Record<string, LabelText>;

/**
 * The chronicle to take home (`/chronicle/{token}`): a finished game's public page. Its other
 * words are the final screen's (`final.*`) and the nominations'.
 */
const CHRONICLE = {
  title: { en: 'Chronicle of the world', ru: 'Хроника мира' },
  loading: { en: 'Loading the chronicle…', ru: 'Загружаем хронику…' },
  gone: {
    en: 'This chronicle is no longer available',
    ru: 'Эта хроника больше недоступна',
  },
  gone_hint: {
    en: 'The host has taken it down, or its time has run out.',
    ru: 'Ведущий снял её с публикации, или срок её хранения истёк.',
  },
  failed: {
    en: 'The chronicle could not be loaded. Check the connection and try again.',
    ru: 'Не удалось загрузить хронику. Проверьте связь и повторите.',
  },
  standings: { en: 'Living standard, round by round', ru: 'Уровень жизни по раундам' },
  ecology: { en: 'World ecology', ru: 'Экология мира' },
  start: { en: 'Start', ru: 'Старт' },
  round_short: { en: 'R{{round}}', ru: 'Р{{round}}' },
  place: { en: 'Place', ru: 'Место' },
  news: { en: 'News, round by round', ru: 'Новости по раундам' },
  no_news: { en: 'No news this round.', ru: 'В этом раунде новостей нет.' },
  broken: { en: 'Broken promises', ru: 'Нарушенные обещания' },
  no_broken: { en: 'No promise was broken.', ru: 'Ни одно обещание не нарушено.' },
  broken_line: {
    en: 'Round {{round}}: {{from}} to {{to}}',
    ru: 'Раунд {{round}}: {{from}} — стране {{to}}',
  },
  turning_points: { en: 'Turning points', ru: 'Поворотные моменты' },
  no_turning_points: {
    en: 'No turning point stood out in this game.',
    ru: 'Поворотных моментов в этой игре не нашлось.',
  },
  without_bombs: { en: 'The world without bombs', ru: 'Мир без бомб' },
  without_bombs_hint: {
    en: 'The same game replayed without a single bomb.',
    ru: 'Та же игра, сыгранная заново без единой бомбы.',
  },
  without_bombs_winner: {
    en: 'Would have won: {{countries}}',
    ru: 'Победили бы: {{countries}}',
  },
  real: { en: 'In the game', ru: 'В игре' },
  qr_caption: {
    en: 'The chronicle of this game: scan to take it home',
    ru: 'Хроника этой игры: отсканируйте, чтобы забрать с собой',
  },
  open: { en: 'Open the chronicle of the game', ru: 'Открыть хронику игры' },
} as const satisfies Record<string, LabelText>;

/** A team's certificate (`#/host/games/certificates/{gameId}`), printed one to an A4 page. */
const CERTIFICATE = {
  title: { en: 'Certificate', ru: 'Диплом' },
  awarded: { en: 'awarded to the team of', ru: 'вручается команде страны' },
  place: { en: 'Place {{place}} of {{count}}', ru: '{{place}} место из {{count}}' },
  standard: {
    en: 'Average living standard: {{value}}',
    ru: 'Средний уровень жизни: {{value}}',
  },
  collapsed: {
    en: 'World ecology collapsed: nobody won',
    ru: 'Экология мира разрушена: победителей нет',
  },
} as const satisfies Record<string, LabelText>;

/**
 * Russian texts of the engine's messages, keyed by message id. A message that names a country
 * names it in the nominative before a colon ("США: введены санкции против страны Китай"), so no
 * verb or case has to agree with a name the game cannot decline.
 */
const ENGINE_RU: Record<string, string> = {
  'log.spend': '{{country}}: приказы оплачены на ${{value}}',
  'log.transfer': '{{country}}: перевод ${{value}} стране {{other}}',
  'log.order_skipped_v2': '{{country}}: приказ {{value}} пропущен, он больше невозможен',
  'log.refund': '{{country}}: возвращено ${{value}} за пропущенный приказ на город {{city}}',
  'log.technology': '{{country}}: запущена ядерная программа',
  'log.build_bombs': '{{country}}: построено бомб: {{value}}',
  'log.develop': '{{country}}: город {{city}} развит до {{value}}',
  'log.shield': '{{country}}: над городом {{city}} поставлен щит',
  'log.attack': '{{country}}: сброшена бомба на город {{city}}',
  'log.shield_destroyed_v2': '{{country}}: щит над городом {{city}} уничтожен',
  'log.city_destroyed_v2': '{{country}}: город {{city}} уничтожен',
  'log.attack_skipped_v2':
    '{{country}}: бомба на город {{city}} не сброшена и возвращена, город уже уничтожен',
  'log.ecology_investment': '{{country}}: вложено ${{value}} в экологию',
  'log.ecology': 'Экология мира теперь {{value}}',
  'log.ecology_collapse': 'Экология мира разрушена: игра окончена, победителей нет',
  'log.sanction': '{{country}}: введены санкции против страны {{other}}',
  'log.lift_sanction': '{{country}}: сняты санкции со страны {{other}}',
  'log.ufo_contact': '{{country}}: контакт с НЛО над городом {{city}}',
  'log.key_red': '{{country}}: получен красный ключ',
  'log.key_green': '{{country}}: получен зелёный ключ',
  'log.key_blue': '{{country}}: получен синий ключ',
  'log.supertech_dome': '{{country}}: купол над городами ({{value}})',
  'log.supertech_terraform': '{{country}}: терраформирование мира, экология +{{value}}',
  'log.supertech_boom': '{{country}}: бум, +{{value}} к развитию каждого города',
  'log.ufo_left': 'НЛО над городом {{city}} улетело',
  'log.negotiation_requested': '{{country}}: предложены переговоры стране {{other}}',
  'log.negotiation_accepted': '{{country}}: приняты переговоры со страной {{other}}',
  'log.negotiation_refused': '{{country}}: отказ от переговоров со страной {{other}}',
  'log.negotiation_started_v2': '{{country}} и {{other}}: начались переговоры',
  'log.negotiation_done': '{{country}}: готовы завершить переговоры со страной {{other}}',
  'log.negotiation_finished_v2': '{{country}} и {{other}}: переговоры завершены',
  'log.negotiation_closed_v2': '{{country}} и {{other}}: переговоры закрыты в конце раунда',
  'log.income': '{{country}}: получен доход ${{value}}',
  'log.credit_v2': '{{country}}: ведущий выдал ${{value}}',
  'log.world_ecology': 'Мировое событие изменило экологию мира на {{value}}',
  'log.world_development':
    '{{country}}: мировое событие изменило развитие каждого города на {{value}}',
  'log.world_budget': '{{country}}: мировое событие изменило бюджет на ${{value}}',
  'log.world_income': '{{country}}: мировое событие изменило следующий доход на {{value}} %',
  'log.world_shields': '{{country}}: мировое событие сорвало щиты ({{value}})',
  'log.promise_proposed': '{{country}}: стране {{other}} предложено обещание «{{promise}}»',
  'log.promise_accepted': '{{country}}: принято обещание страны {{other}} «{{promise}}»',
  'log.promise_declined': '{{country}}: отклонено обещание страны {{other}} «{{promise}}»',
  'log.promise_withdrawn': '{{country}}: отозвано обещание стране {{other}} «{{promise}}»',
  'log.promise_kept': '{{country}}: выполнено обещание стране {{other}} «{{promise}}»',
  'log.promise_broken': '{{country}}: нарушено обещание стране {{other}} «{{promise}}»',
  'log.round_end': 'Раунд {{value}} окончен',
  'log.game_over': 'Игра окончена',

  'news.ecology_fell': 'Экология мира упала с {{before}} до {{value}}',
  'news.ecology_rose': 'Экология мира выросла с {{before}} до {{value}}',
  'news.ecology_held': 'Экология мира не изменилась: {{value}}',
  'news.city_destroyed_v2': '{{country}}: город {{city}} уничтожен бомбой',
  'news.shield_stopped_bomb_v2': '{{country}}: щит над городом {{city}} остановил бомбу',
  'news.sanction_v2': '{{country}}: введены санкции против страны {{other}}',
  'news.lift_sanction_v2': '{{country}}: сняты санкции со страны {{other}}',
  'news.technology_v2': '{{country}}: начата ядерная программа',
  'news.negotiation_finished_v2': '{{country}} и {{other}}: переговоры завершены',
  'news.key_red_v2': '{{country}}: получен красный ключ НЛО',
  'news.key_green_v2': '{{country}}: получен зелёный ключ НЛО',
  'news.key_blue_v2': '{{country}}: получен синий ключ НЛО',
  'news.supertech_dome_v2': '{{country}}: купол над городами ({{value}})',
  'news.supertech_terraform_v2': '{{country}}: мир терраформирован, экология +{{value}}',
  'news.supertech_boom': '{{country}}: бум, +{{value}} к развитию каждого города',
  'news.ecology_collapse': 'Экология мира разрушена: победителей нет',
  'news.promise_broken': '{{country}}: нарушено обещание стране {{other}} «{{promise}}»',

  'order_error.game_over': 'Игра окончена',
  'order_error.round_not_running': 'Раунд не идёт',
  'order_error.unknown_country': 'Неизвестная страна',
  'order_error.unknown_order': 'Неизвестный приказ',
  'order_error.unknown_city': 'Неизвестный город',
  'order_error.not_own_city': 'Это не ваш город',
  'order_error.own_city': 'Нельзя бомбить свой город',
  'order_error.city_destroyed': 'Этот город уничтожен',
  'order_error.duplicate_develop': 'Город можно развивать один раз за раунд',
  'order_error.development_at_cap': 'Этот город уже некуда развивать',
  'order_error.already_shielded': 'У этого города уже есть щит',
  'order_error.technology_owned': 'Ядерную программу можно купить один раз за игру',
  'order_error.no_technology': 'Для бомб нужна ядерная программа, начатая в прошлых раундах',
  'order_error.invalid_count': 'Число бомб должно быть целым и больше 0',
  'order_error.too_many_bombs': 'Слишком много бомб за раунд',
  'order_error.no_bombs': 'Недостаточно бомб в запасе',
  'order_error.duplicate_attack': 'Не больше одной бомбы на город за раунд',
  'order_error.too_many_ecology': 'Слишком много вложений в экологию за раунд',
  'order_error.invalid_country': 'Выберите другую существующую страну',
  'order_error.already_sanctioned': 'Эта страна уже под вашими санкциями',
  'order_error.not_sanctioned': 'Эта страна не под вашими санкциями',
  'order_error.duplicate_sanction': 'Один приказ о санкциях на страну за раунд',
  'order_error.invalid_amount': 'Сумма должна быть целым числом больше 0',
  'order_error.mod_disabled': 'Этот режим игры не включён',
  'order_error.no_ufo': 'Над этим городом нет НЛО',
  'order_error.duplicate_contact': 'С этим НЛО уже вступили в контакт',
  'order_error.key_owned': 'Ключ этого цвета у вашей страны уже есть или будет в этом раунде',
  'order_error.contact_too_late': 'Ключ, полученный в последнем раунде, уже не пригодится',
  'order_error.missing_keys': 'Для супертехнологии нужны все три ключа',
  'order_error.supertech_used': 'Супертехнологию можно применить один раз за игру',
  'order_error.invalid_kind': 'Неизвестная супертехнология',
  'order_error.insufficient_budget': 'Приказы стоят больше, чем есть в бюджете',

  'action_error.game_over': 'Игра окончена',
  'action_error.unknown_country': 'Неизвестная страна',
  'action_error.invalid_country': 'Выберите другую существующую страну',
  'action_error.invalid_amount': 'Сумма должна быть целым числом больше 0',
  'action_error.mod_disabled': 'Этот режим игры не включён',
  'action_error.unknown_negotiation': 'Неизвестные переговоры',
  'action_error.not_participant': 'Эта страна не участвует в этих переговорах',
  'action_error.wrong_status': 'Переговоры сейчас в другом состоянии',
  'action_error.negotiation_exists': 'У этих стран уже есть открытые переговоры',
  'action_error.busy': 'Страна может вести только одни переговоры одновременно',
  'action_error.unknown_promise': 'Неизвестное обещание',
  'action_error.not_promise_party':
    'Ответить на обещание может только страна, которой его дали, а отозвать — только та, что его дала',
  'action_error.promise_answered': 'На это обещание уже ответили',
  'action_error.invalid_round': 'Выберите раунд от текущего до последнего',
  'action_error.too_many_waiting_promises':
    'У вас {{limit}} предложений ждут ответа: отзовите одно или дождитесь ответов',
  'action_error.too_many_round_promises':
    'В этом раунде вы сделали уже {{limit}} предложений — больше нельзя: предлагайте снова в следующем раунде',
  'action_error.too_many_world_events':
    'В этой игре уже запущено {{limit}} событий — больше за игру нельзя',

  'variable_error.unknown_variable': 'Неизвестная игровая переменная {{key}}',
  'variable_error.not_a_number': 'Значение {{key}} должно быть числом',
  'variable_error.not_integer': 'Значение {{key}} должно быть целым числом',
  'variable_error.below_min': 'Значение {{key}} должно быть не меньше {{limit}}',
  'variable_error.above_max': 'Значение {{key}} должно быть не больше {{limit}}',

  'setup_error.no_countries': 'В игре должна быть хотя бы одна страна',
  'setup_error.too_many_countries': 'В игре не больше {{limit}} стран',
  'setup_error.invalid_id': 'Идентификаторы должны быть целыми числами',
  'setup_error.duplicate_country': 'У двух стран одинаковый идентификатор',
  'setup_error.duplicate_city': 'У двух городов одинаковый идентификатор',
  'setup_error.no_cities': 'У каждой страны должен быть хотя бы один город',
  'setup_error.invalid_development': 'Развитие города должно быть числом от 0 до 100',

  'nomination.winner': 'Победитель',
  'nomination.investor': 'Инвестор',
  'nomination.ecologist': 'Эколог',
  'nomination.aggressor': 'Агрессор',
  'nomination.peacemaker': 'Миротворец',

  'negotiation_status.sent': 'Отправлено',
  'negotiation_status.accepted': 'Принято',
  'negotiation_status.refused': 'Отклонено',
  'negotiation_status.ongoing': 'Идут',
  'negotiation_status.done': 'Идут, готовы к завершению',
  'negotiation_status.finished': 'Завершены',
  'negotiation_status.closed': 'Закрыты',

  'promise.no_attack': 'не сбрасывать бомбы на её города до конца раунда {{until}}',
  'promise.no_sanction': 'не вводить против неё санкций до конца раунда {{until}}',
  'promise.lift_sanction': 'к концу раунда {{until}} не иметь против неё санкций',
  'promise.transfer': 'перевести ей ${{value}} до конца раунда {{until}}',

  'turning_point.first_bomb':
    '{{country}}: сброшена первая бомба игры — на город {{city}} (страна {{other}})',
  'turning_point.promise_broken': '{{country}}: нарушено обещание стране {{other}} «{{promise}}»',
  'turning_point.sanction': '{{country}}: введены санкции против страны {{other}}',
  'turning_point.ecology_threshold':
    'Экология мира впервые закончила раунд ниже {{value}}: {{ecology}}',
  'turning_point.world_event': 'Мировое событие: {{title}}',
  'turning_point.lead_change': '{{country}}: теперь в лидерах вместо страны {{other}}',
};

/**
 * The projector's turning points (`#/turning-points/{gameId}`): a title screen, then one turning
 * point at a time as the host steps them.
 */
const TURNING_SCREEN = {
  title: { en: 'Turning points', ru: 'Поворотные моменты' },
  found: {
    en: 'Turning points found in this game: {{count}}',
    ru: 'Поворотных моментов в этой игре: {{count}}',
  },
  none: {
    en: 'This game had no turning points',
    ru: 'В этой игре не было поворотных моментов',
  },
  host_steps: {
    en: 'The host shows them one at a time',
    ru: 'Ведущий показывает их по одному',
  },
  not_open: {
    en: 'The turning points are shown once the final results have been revealed',
    ru: 'Поворотные моменты покажут, когда будут открыты итоги игры',
  },
  round: { en: 'Round {{round}}', ru: 'Раунд {{round}}' },
  progress: { en: '{{step}} of {{total}}', ru: '{{step}} из {{total}}' },
  // {{value}} comes signed and in the game language's number format ("-12.4", "+3,5").
  effect: {
    en: '{{value}} points of living standard for {{country}}',
    ru: '{{value}} п. п. уровня жизни для страны {{country}}',
  },
  no_effect: {
    en: 'No single act to take away: its effect is not measured',
    ru: 'Это не одно действие: его влияние не измеряется',
  },
  evidence: { en: 'From the game log', ru: 'Из журнала игры' },
} as const satisfies Record<string, LabelText>;

/** The messages defined here, by group prefix. */
const OWN_MESSAGES: Record<string, Record<string, LabelText>> = {
  order: ORDER_NAMES,
  ufo_key: UFO_KEYS,
  supertech: SUPERTECH_KINDS,
  stats: STATS,
  final: FINAL,
  player: PLAYER,
  clock: CLOCK,
  rules: RULES,
  handout: HANDOUT,
  hall: HALL,
  chronicle: CHRONICLE,
  certificate: CERTIFICATE,
  csv: CSV_COLUMNS,
  turning_screen: TURNING_SCREEN,
};

const own = Object.entries(OWN_MESSAGES).flatMap(([prefix, texts]) =>
  Object.entries(texts).map(([code, text]) => ({ id: `${prefix}.${code}`, text })),
);

/** Every system message, in display order: the engine's first, then the screens'. */
export const SYSTEM_MESSAGES: readonly SystemMessageDefinition[] = [
  ...ENGINE_MESSAGES.map((m) => ({ id: m.messageId, original: m.original })),
  ...own.map(({ id, text }) => ({ id, original: text.en })),
];

/** The texts the seed gives each seeded game language, keyed by message id. */
export const SEEDED_MESSAGE_TRANSLATIONS: Record<'en' | 'ru', Record<string, string>> = {
  en: Object.fromEntries(SYSTEM_MESSAGES.map((m) => [m.id, m.original])),
  ru: { ...ENGINE_RU, ...Object.fromEntries(own.map(({ id, text }) => [id, text.ru])) },
};
