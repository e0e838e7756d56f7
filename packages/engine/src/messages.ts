import type { NominationName, PromiseKind, TurningPointKind } from './kinds.js';
import type { ActionErrorCode, LogType, OrderErrorCode } from './types.js';
import type { NegotiationStatus } from './kinds.js';
import type { SetupErrorCode } from './create.js';
import type { VariableErrorCode } from './variables.js';
import { NEWS_TYPES, type NewsType } from './news.js';

/**
 * System messages: every code the engine emits has a stable message id and an English original.
 * Originals use i18next placeholders: {{country}} (the entry's country), {{city}} or {{other}}
 * (the entry's target, a city or another country, as `target` says) and {{value}}.
 */
export interface SystemMessage<C extends string = string> {
  code: C;
  messageId: string;
  original: string;
}

export interface LogEntryMessage extends SystemMessage<LogType> {
  /** What the entry's `target` id refers to. */
  target: 'city' | 'country' | null;
}

// A Record, so the compiler refuses a log type without a message (or a message without a type).
const LOG_TEXT: Record<LogType, [LogEntryMessage['target'], string]> = {
  spend: [null, '{{country}} paid ${{value}} for its orders'],
  transfer: ['country', '{{country}} transferred ${{value}} to {{other}}'],
  order_skipped: [null, 'Order {{value}} of {{country}} was skipped: it is no longer possible'],
  refund: ['city', '{{country}} got ${{value}} back for a skipped order on {{city}}'],
  technology: [null, '{{country}} started a nuclear programme'],
  build_bombs: [null, '{{country}} built {{value}} bomb(s)'],
  develop: ['city', '{{country}} developed {{city}} to {{value}}'],
  shield: ['city', '{{country}} put a shield over {{city}}'],
  attack: ['city', '{{country}} dropped a bomb on {{city}}'],
  shield_destroyed: ['city', 'The shield over {{city}} of {{country}} was destroyed'],
  city_destroyed: ['city', '{{city}} of {{country}} was destroyed'],
  attack_skipped: [
    'city',
    'The bomb of {{country}} on {{city}} was not dropped and returned: the city was already destroyed',
  ],
  ecology_investment: [null, '{{country}} invested ${{value}} in ecology'],
  ecology: [null, 'World ecology is now {{value}}'],
  ecology_collapse: [null, 'World ecology collapsed: the game is over and nobody wins'],
  sanction: ['country', '{{country}} imposed sanctions on {{other}}'],
  lift_sanction: ['country', '{{country}} lifted its sanctions on {{other}}'],
  ufo_contact: ['city', '{{country}} made contact with the UFO over {{city}}'],
  key_red: [null, '{{country}} received the red key'],
  key_green: [null, '{{country}} received the green key'],
  key_blue: [null, '{{country}} received the blue key'],
  supertech_dome: [null, '{{country}} raised a dome over {{value}} cities'],
  supertech_terraform: [null, '{{country}} terraformed the world: ecology +{{value}}'],
  supertech_boom: [null, '{{country}} boomed: +{{value}} development in every city'],
  ufo_left: ['city', 'The UFO over {{city}} left'],
  negotiation_requested: ['country', '{{country}} requested talks with {{other}}'],
  negotiation_accepted: ['country', '{{country}} accepted talks with {{other}}'],
  negotiation_refused: ['country', '{{country}} refused talks with {{other}}'],
  negotiation_started: ['country', 'Talks between {{country}} and {{other}} started'],
  negotiation_done: ['country', '{{country}} is ready to finish talks with {{other}}'],
  negotiation_finished: ['country', 'Talks between {{country}} and {{other}} finished'],
  negotiation_closed: [
    'country',
    'Talks between {{country}} and {{other}} were closed at round end',
  ],
  income: [null, '{{country}} received ${{value}} income'],
  credit: [null, 'The host granted ${{value}} to {{country}}'],
  world_ecology: [null, 'A world event moved world ecology by {{value}}'],
  world_development: [
    null,
    'A world event moved the development of every city of {{country}} by {{value}}',
  ],
  world_budget: [null, 'A world event moved the budget of {{country}} by ${{value}}'],
  world_income: [null, 'A world event moved the next income of {{country}} by {{value}}%'],
  world_shields: [null, 'A world event took {{value}} shield(s) from {{country}}'],
  // {{promise}}: what was promised, in the words of PROMISE_KIND_MESSAGES (`value` is its id).
  promise_proposed: ['country', '{{country}} proposed a promise to {{other}}: {{promise}}'],
  promise_accepted: ['country', '{{country}} accepted the promise of {{other}}: {{promise}}'],
  promise_declined: ['country', '{{country}} declined the promise of {{other}}: {{promise}}'],
  promise_withdrawn: ['country', '{{country}} withdrew its promise to {{other}}: {{promise}}'],
  promise_kept: ['country', '{{country}} kept its promise to {{other}}: {{promise}}'],
  promise_broken: ['country', '{{country}} broke its promise to {{other}}: {{promise}}'],
  round_end: [null, 'Round {{value}} ended'],
  game_over: [null, 'The game is over'],
};

/**
 * Messages whose translation was reworded after databases had stored it: a new id (`_v2`), since
 * the seed keeps the translations a database already has (an admin may have edited them) and
 * drops the ids the code no longer defines. An entry's type stays as it was; only its message's
 * id moves. (v2: the Russian texts name every country in the nominative before a colon, so they
 * read right for a plural name such as «США».)
 */
const REWORDED_LOG: ReadonlySet<LogType> = new Set([
  'order_skipped',
  'shield_destroyed',
  'city_destroyed',
  'attack_skipped',
  'negotiation_started',
  'negotiation_finished',
  'negotiation_closed',
  'credit',
]);
// Every headline but these was reworded.
const FIRST_WORDING_NEWS: ReadonlySet<NewsType> = new Set([
  'ecology_fell',
  'ecology_rose',
  'ecology_held',
  'supertech_boom',
  'ecology_collapse',
  // New with promises: worded once.
  'promise_broken',
]);
const REWORDED_NEWS: ReadonlySet<NewsType> = new Set(
  NEWS_TYPES.filter((type) => !FIRST_WORDING_NEWS.has(type)),
);

/** The message id of a code of `prefix`, `_v2` once its text was reworded. */
const revisedId = (prefix: string, code: string, reworded: ReadonlySet<string>) =>
  `${prefix}.${code}${reworded.has(code) ? '_v2' : ''}`;

export const LOG_ENTRY_TYPES: readonly LogEntryMessage[] = Object.entries(LOG_TEXT).map(
  ([code, [target, original]]) => ({
    code: code as LogType,
    messageId: revisedId('log', code, REWORDED_LOG),
    original,
    target,
  }),
);

export interface NewsMessage extends SystemMessage<NewsType> {
  /** What the headline's `target` id refers to. */
  target: 'city' | 'country' | null;
}

// The round news's headlines (`publicNews`): {{country}}, {{city}} / {{other}} and {{value}} as
// in the log, and {{before}}, the ecology before the round. A Record, as for the log.
const NEWS_TEXT: Record<NewsType, [NewsMessage['target'], string]> = {
  ecology_fell: [null, 'World ecology fell from {{before}} to {{value}}'],
  ecology_rose: [null, 'World ecology rose from {{before}} to {{value}}'],
  ecology_held: [null, 'World ecology held at {{value}}'],
  city_destroyed: ['city', '{{city}} ({{country}}) was destroyed by a bomb'],
  shield_stopped_bomb: ['city', 'A shield over {{city}} ({{country}}) stopped a bomb'],
  sanction: ['country', '{{country}} imposed sanctions on {{other}}'],
  lift_sanction: ['country', '{{country}} lifted its sanctions on {{other}}'],
  technology: [null, '{{country}} started a nuclear programme'],
  negotiation_finished: ['country', '{{country}} and {{other}} finished their talks'],
  key_red: [null, '{{country}} took the red UFO key'],
  key_green: [null, '{{country}} took the green UFO key'],
  key_blue: [null, '{{country}} took the blue UFO key'],
  supertech_dome: [null, '{{country}} raised a dome over {{value}} cities'],
  supertech_terraform: [null, '{{country}} terraformed the world: ecology +{{value}}'],
  supertech_boom: [null, '{{country}} boomed: +{{value}} development in every city'],
  ecology_collapse: [null, 'World ecology collapsed: nobody wins'],
  promise_broken: ['country', '{{country}} broke its promise to {{other}}: {{promise}}'],
};

/**
 * What a promise of each kind says, filling {{promise}} in the log and the news: {{value}} is
 * its amount, {{until}} its last round.
 */
export const PROMISE_KIND_MESSAGES: readonly SystemMessage<PromiseKind>[] = messages('promise', {
  no_attack: 'drop no bomb on its cities until round {{until}}',
  no_sanction: 'impose no sanctions on it until round {{until}}',
  lift_sanction: 'have no sanctions on it at the end of round {{until}}',
  transfer: 'send it ${{value}} by the end of round {{until}}',
} satisfies Record<PromiseKind, string>);

/**
 * The sentence of each kind of turning point (`turningPoints`): {{country}} the doer (or the new
 * leader), {{other}} the country it acted on (or the former leader), {{city}} the city bombed,
 * {{promise}} what was promised, {{value}} the ecology threshold and {{ecology}} the ecology the
 * round ended with, {{title}} a world event's own title in the game's language.
 */
export const TURNING_POINT_MESSAGES: readonly SystemMessage<TurningPointKind>[] = messages(
  'turning_point',
  {
    first_bomb: "{{country}} dropped the game's first bomb, on {{city}} ({{other}})",
    promise_broken: '{{country}} broke its promise to {{other}}: {{promise}}',
    sanction: '{{country}} imposed sanctions on {{other}}',
    ecology_threshold:
      'World ecology ended a round below {{value}} for the first time, at {{ecology}}',
    world_event: 'A world event struck: {{title}}',
    lead_change: '{{country}} took the lead from {{other}}',
  } satisfies Record<TurningPointKind, string>,
);

/** The message id of each log entry type and headline kind. */
export const LOG_MESSAGE_IDS: ReadonlyMap<LogType, string> = new Map(
  LOG_ENTRY_TYPES.map((m) => [m.code, m.messageId]),
);

export const NEWS_MESSAGES: readonly NewsMessage[] = Object.entries(NEWS_TEXT).map(
  ([code, [target, original]]) => ({
    code: code as NewsType,
    messageId: revisedId('news', code, REWORDED_NEWS),
    original,
    target,
  }),
);

const ORDER_ERROR_TEXT: Record<OrderErrorCode, string> = {
  game_over: 'The game is over',
  round_not_running: 'The round is not running',
  unknown_country: 'Unknown country',
  unknown_order: 'Unknown order',
  unknown_city: 'Unknown city',
  not_own_city: 'This is not your city',
  own_city: 'You cannot attack your own city',
  city_destroyed: 'This city is destroyed',
  duplicate_develop: 'A city can be developed once per round',
  development_at_cap: 'This city cannot be developed any further',
  already_shielded: 'This city already has a shield',
  technology_owned: 'Nuclear technology can be bought once per game',
  no_technology: 'Bombs need nuclear technology from an earlier round',
  invalid_count: 'The number of bombs must be a whole number above 0',
  too_many_bombs: 'Too many bombs built this round',
  no_bombs: 'Not enough bombs in stock',
  duplicate_attack: 'At most one bomb per city per round',
  too_many_ecology: 'Too many ecology investments this round',
  invalid_country: 'Choose another existing country',
  already_sanctioned: 'This country is already under your sanctions',
  not_sanctioned: 'This country is not under your sanctions',
  duplicate_sanction: 'One sanction order per country per round',
  invalid_amount: 'The amount must be a whole number above 0',
  mod_disabled: 'This game mode is not enabled',
  no_ufo: 'There is no UFO over this city',
  duplicate_contact: 'This UFO was already contacted',
  key_owned: 'Your country already has or is getting a key of this colour',
  contact_too_late: 'A key received in the last round can no longer be used',
  missing_keys: 'A supertech needs all three keys',
  supertech_used: 'A supertech can be used once per game',
  invalid_kind: 'Unknown supertech',
  insufficient_budget: 'The orders cost more than the budget',
};

export const ORDER_ERROR_CODES: readonly SystemMessage<OrderErrorCode>[] = messages(
  'order_error',
  ORDER_ERROR_TEXT,
);

const ACTION_ERROR_TEXT: Record<ActionErrorCode, string> = {
  game_over: 'The game is over',
  unknown_country: 'Unknown country',
  invalid_country: 'Choose another existing country',
  invalid_amount: 'The amount must be a whole number above 0',
  mod_disabled: 'This game mode is not enabled',
  unknown_negotiation: 'Unknown negotiation',
  not_participant: 'This country does not take part in these talks',
  wrong_status: 'The talks are not in a state that allows this',
  negotiation_exists: 'These countries already have open talks',
  busy: 'A country may take part in one ongoing negotiation at a time',
  unknown_promise: 'Unknown promise',
  not_promise_party:
    'Only the country the promise was made to may answer it, and only its maker may withdraw it',
  promise_answered: 'This promise has already been answered',
  invalid_round: 'Choose a round from the current one to the last',
  // {{limit}}: the limit itself (LIMIT_REFUSALS).
  too_many_waiting_promises:
    'You have {{limit}} proposals waiting for an answer: withdraw one or wait for answers',
  too_many_round_promises:
    'You have made {{limit}} proposals this round, the most a round allows: propose again next round',
  too_many_world_events:
    '{{limit}} world events have been fired in this game, the most a game allows',
};

export const ACTION_ERROR_CODES: readonly SystemMessage<ActionErrorCode>[] = messages(
  'action_error',
  ACTION_ERROR_TEXT,
);

// Variable and setup errors: a preset or a new game the server should have refused. {{key}} is
// the variable, {{limit}} the broken bound.
export const VARIABLE_ERROR_CODES: readonly SystemMessage<VariableErrorCode>[] = messages(
  'variable_error',
  {
    unknown_variable: 'Unknown game variable {{key}}',
    not_a_number: 'The value of {{key}} must be a number',
    not_integer: 'The value of {{key}} must be a whole number',
    below_min: 'The value of {{key}} must be at least {{limit}}',
    above_max: 'The value of {{key}} must be at most {{limit}}',
  } satisfies Record<VariableErrorCode, string>,
);

export const SETUP_ERROR_CODES: readonly SystemMessage<SetupErrorCode>[] = messages('setup_error', {
  no_countries: 'A game needs at least one country',
  too_many_countries: 'A game has at most {{limit}} countries',
  invalid_id: 'Ids must be whole numbers',
  duplicate_country: 'Two countries have the same id',
  duplicate_city: 'Two cities have the same id',
  no_cities: 'Every country needs at least one city',
  invalid_development: 'A city development must be a number from 0 to 100',
} satisfies Record<SetupErrorCode, string>);

export const NOMINATIONS: readonly SystemMessage<NominationName>[] = messages('nomination', {
  winner: 'Winner',
  investor: 'Investor',
  ecologist: 'Ecologist',
  aggressor: 'Aggressor',
  peacemaker: 'Peacemaker',
} satisfies Record<NominationName, string>);

export const NEGOTIATION_STATUS_MESSAGES: readonly SystemMessage<NegotiationStatus>[] = messages(
  'negotiation_status',
  {
    sent: 'Sent',
    accepted: 'Accepted',
    refused: 'Refused',
    ongoing: 'Ongoing',
    done: 'Ongoing, ready to finish',
    finished: 'Finished',
    closed: 'Closed',
  } satisfies Record<NegotiationStatus, string>,
);

function messages<C extends string>(prefix: string, texts: Record<C, string>): SystemMessage<C>[] {
  return Object.entries<string>(texts).map(([code, original]) => ({
    code: code as C,
    messageId: `${prefix}.${code}`,
    original,
  }));
}

export const NEWS_MESSAGE_IDS: ReadonlyMap<NewsType, string> = new Map(
  NEWS_MESSAGES.map((m) => [m.code, m.messageId]),
);

/** Every system message the engine defines, for seeding; ids are unique and stable. */
export const SYSTEM_MESSAGES: readonly { messageId: string; original: string }[] = [
  ...LOG_ENTRY_TYPES,
  ...NEWS_MESSAGES,
  ...ORDER_ERROR_CODES,
  ...ACTION_ERROR_CODES,
  ...VARIABLE_ERROR_CODES,
  ...SETUP_ERROR_CODES,
  ...NOMINATIONS,
  ...NEGOTIATION_STATUS_MESSAGES,
  ...PROMISE_KIND_MESSAGES,
  ...TURNING_POINT_MESSAGES,
].map(({ messageId, original }) => ({ messageId, original }));
