import type {
  KeyColour,
  Mod,
  NegotiationStatus,
  NominationName,
  OrderType,
  PromiseKind,
  PromiseStatus,
  SupertechKind,
  WinnerTieBreakReason,
} from './kinds.js';
import type { Variables } from './variables.js';
import type { WorldEventEffect } from './world-events.js';

export type RoundPhase = 'stopped' | 'running';

/** What each kind of order carries besides its type; `city` and `country` are ids. */
interface OrderFields {
  develop: { city: number };
  shield: { city: number };
  technology: object;
  build_bombs: { count: number };
  attack: { city: number };
  ecology: object;
  sanction: { country: number };
  lift_sanction: { country: number };
  transfer: { country: number; amount: number };
  ufo_contact: { city: number };
  supertech: { kind: SupertechKind };
}

/** A team's order: one of ORDER_TYPES with its fields. */
export type Order = { [T in OrderType]: { type: T } & OrderFields[T] }[OrderType];

/** One slot per key colour (UFO mode). */
export interface Keys {
  red: boolean;
  green: boolean;
  blue: boolean;
}

/** Running sums the final nominations are computed from. */
export interface CountryTotals {
  transferred: number;
  ecologySpent: number;
  bombsDropped: number;
  transfersSent: number;
  sanctionsLifted: number;
  negotiationsFinished: number;
  /**
   * The sum of its cities' developments when the game was created: the baseline of the winner's
   * tie-break (how much its standard rose). Absent in games created before that rule.
   */
  developmentAtStart?: number;
  /** Promises it kept, a peaceful act each; absent in games created before promises: 0. */
  promisesKept?: number;
}

export interface Country {
  id: number;
  name: string;
  budget: number;
  /** Income at the current state (what the last resolution paid; before round 1, what it would pay). */
  income: number;
  hasTechnology: boolean;
  bombs: number;
  sanctionsTo: number[];
  sanctionsFrom: number[];
  averageStandard: number;
  keys: Keys;
  supertech: SupertechKind | null;
  /** Ids of this country's cities, in preset order. */
  cities: number[];
  totals: CountryTotals;
  /**
   * Percent added to (or taken from) the next income by world events, summed; the resolution
   * that pays the income clears it. Absent: 0.
   */
  incomeShift?: number;
}

export interface City {
  id: number;
  name: string;
  country: number;
  development: number;
  standard: number;
  income: number;
  destroyed: boolean;
  shield: boolean;
  ufo: KeyColour | null;
}

export interface Negotiation {
  id: number;
  from: number;
  to: number;
  status: NegotiationStatus;
  round: number;
}

/** Statistics recorded when a round is resolved (step 9). Keys are country / city ids. */
export interface RoundStats {
  round: number;
  ecology: number;
  averageStandard: Record<number, number>;
  standard: Record<number, number>;
}

/** A game's clock settings, in seconds: 0 talks means no talks phase. */
export interface ClockSettings {
  talks: number;
  orders: number;
  /** Whether an order set sent once the orders time is over is refused. */
  lock: boolean;
}

/** The running round's phase as last set by a start or an action; the time may have moved it on. */
export interface ClockRun {
  phase: 'talks' | 'orders';
  /** When `phase` ends (ms since the epoch); meaningless while paused. */
  endsAt: number;
  /** The ms left in `phase` while paused, else null. */
  pausedLeft: number | null;
}

/** The clock as the state keeps it: the settings and the current round's run (null before one). */
export interface GameClock extends ClockSettings {
  run: ClockRun | null;
}

export interface GameState {
  round: number;
  phase: RoundPhase;
  over: boolean;
  /** True when ecology reached 0 (nobody wins). */
  collapsed: boolean;
  ecology: number;
  variables: Variables;
  mods: Mod[];
  /** mulberry32 state; the only source of randomness. */
  rng: number;
  countries: Country[];
  cities: City[];
  negotiations: Negotiation[];
  history: RoundStats[];
  /** The round clock; absent or null for a game without one. */
  clock?: GameClock | null;
  /** How many steps of the final screen the host has revealed (`reveal`); absent: none. */
  revealed?: number;
  /** How far the host has stepped the turning points on the projector; absent: none. */
  turningPointsShown?: number;
  /** World events pinned at creation, applied when their round starts; absent: none. */
  scheduledEvents?: ScheduledWorldEvent[];
  /** The world events applied so far, in order; absent: none. */
  worldEvents?: AppliedWorldEvent[];
  /** Every promise made in talks, in the order made; absent: none. */
  promises?: GamePromise[];
  /**
   * True in a game created since rules.md's "A standard counts as shown": its nominations
   * compare average standards (and their rises) rounded as the screens show them, so equal shown
   * values tie. Absent in an older game, which compares them exactly and keeps its winners.
   */
  standardsAsShown?: boolean;
}

/**
 * A promise from country `from` to country `to`, made in round `round`, binding from its
 * acceptance to the end of round `until`. `value` is the amount of a `transfer` (null for the
 * other kinds); `sent` is what `from` has sent `to` since the acceptance (transfers only);
 * `settled` is the round whose resolution kept or broke it (null before a verdict).
 */
export interface GamePromise {
  id: number;
  from: number;
  to: number;
  kind: PromiseKind;
  value: number | null;
  until: number;
  round: number;
  status: PromiseStatus;
  sent: number;
  settled: number | null;
}

/** A world event as a game holds it: its headline in the game's language and its effects. */
export interface GameWorldEvent {
  title: string;
  text: string;
  effects: WorldEventEffect[];
  /** The country a `chosen` target names (a country id of the game); null when none is. */
  country: number | null;
}

/** An event pinned at creation: it applies when round `round` starts. */
export interface ScheduledWorldEvent extends GameWorldEvent {
  round: number;
}

/** An event that applied: in round `round`, naming `countries` (the draw and the chosen one). */
export interface AppliedWorldEvent {
  round: number;
  title: string;
  text: string;
  countries: number[];
}

/** `country` acts or is affected (null: the world); `target` is the other country or city id. */
export interface LogEntry {
  round: number;
  type: LogType;
  country: number | null;
  value: number;
  target: number | null;
}

export type LogType =
  | 'spend'
  | 'transfer'
  | 'order_skipped'
  | 'refund'
  | 'technology'
  | 'build_bombs'
  | 'develop'
  | 'shield'
  | 'attack'
  | 'shield_destroyed'
  | 'city_destroyed'
  | 'attack_skipped'
  | 'ecology_investment'
  | 'ecology'
  | 'ecology_collapse'
  | 'sanction'
  | 'lift_sanction'
  | 'ufo_contact'
  | 'key_red'
  | 'key_green'
  | 'key_blue'
  | 'supertech_dome'
  | 'supertech_terraform'
  | 'supertech_boom'
  | 'ufo_left'
  | 'negotiation_requested'
  | 'negotiation_accepted'
  | 'negotiation_refused'
  | 'negotiation_started'
  | 'negotiation_done'
  | 'negotiation_finished'
  | 'negotiation_closed'
  | 'income'
  | 'credit'
  | 'world_ecology'
  | 'world_development'
  | 'world_budget'
  | 'world_income'
  | 'world_shields'
  | 'promise_proposed'
  | 'promise_accepted'
  | 'promise_declined'
  | 'promise_withdrawn'
  | 'promise_kept'
  | 'promise_broken'
  | 'round_end'
  | 'game_over';

export type OrderErrorCode =
  | 'game_over'
  | 'round_not_running'
  | 'unknown_country'
  | 'unknown_order'
  | 'unknown_city'
  | 'not_own_city'
  | 'own_city'
  | 'city_destroyed'
  | 'duplicate_develop'
  | 'development_at_cap'
  | 'already_shielded'
  | 'technology_owned'
  | 'no_technology'
  | 'invalid_count'
  | 'too_many_bombs'
  | 'no_bombs'
  | 'duplicate_attack'
  | 'too_many_ecology'
  | 'invalid_country'
  | 'already_sanctioned'
  | 'not_sanctioned'
  | 'duplicate_sanction'
  | 'invalid_amount'
  | 'mod_disabled'
  | 'no_ufo'
  | 'duplicate_contact'
  | 'key_owned'
  | 'contact_too_late'
  | 'missing_keys'
  | 'supertech_used'
  | 'invalid_kind'
  | 'insufficient_budget';

/** Errors of host and negotiation actions (not orders). */
export type ActionErrorCode =
  | 'game_over'
  | 'unknown_country'
  | 'invalid_country'
  | 'invalid_amount'
  | 'mod_disabled'
  | 'unknown_negotiation'
  | 'not_participant'
  | 'wrong_status'
  | 'negotiation_exists'
  | 'busy'
  | 'unknown_promise'
  | 'not_promise_party'
  | 'promise_answered'
  | 'invalid_round'
  | 'too_many_waiting_promises'
  | 'too_many_round_promises'
  | 'too_many_world_events';

export interface OrderError {
  /** Index of the order in the set; -1 for an error about the whole set. */
  index: number;
  code: OrderErrorCode;
}

export type ValidationResult = { ok: true; cost: number } | { ok: false; errors: OrderError[] };

/** The result of a host or negotiation action: a new state and its log, or an error code. */
export type ActionResult<C extends string = ActionErrorCode> =
  { ok: true; state: GameState; log: LogEntry[] } | { ok: false; code: C };

/** A tied country's tie-break values: its standard's rise since the start, its peaceful acts. */
export interface TieBreakValues {
  country: number;
  /** Average standard now minus at the start, in points; null in a game created before the rule. */
  rise: number | null;
  peacefulActs: number;
}

/** How a tie for the highest average standard was settled. */
export interface WinnerTieBreak {
  by: WinnerTieBreakReason;
  /** The highest average standard, which the tied countries share. */
  standard: number;
  /** Every country that had it, in game order, with its tie-break values. */
  tied: TieBreakValues[];
}

export type Nominations = Record<NominationName, { country: number; value: number }[]> & {
  /** Present only when several countries shared the highest average standard. */
  winnerTieBreak?: WinnerTieBreak;
};
