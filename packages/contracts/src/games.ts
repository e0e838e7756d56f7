import {
  KEY_COLOURS,
  MAX_COUNTRIES,
  MODS,
  NEGOTIATION_STATUSES,
  NOMINATION_NAMES,
  ORDER_TYPES,
  SUPERTECH_KINDS,
  WINNER_TIE_BREAK_REASONS,
  type OrderType,
} from '@orbis/engine';
import { z } from 'zod';
import { CLOCK_LIMITS, Clock, ClockActionName, ClockSettings } from './clock.js';
import { GameRole, HostCard } from './cohosts.js';
import { Id, IdNumber } from './common.js';
import { GameMap } from './map.js';
import { RoundNews } from './news.js';
import { ScheduledWorldEvents } from './world-events.js';
import { GamePromise, PromiseTally } from './promises.js';
import { FinalAttack } from './reveal.js';

// Host games and round control (API.md). Responses are what the server sends; request bodies
// carry the bounds it enforces. Standards and percents have one decimal, money is whole.

/** The most teams (countries) a game may have (spec section 9): the engine's. */
export const MAX_TEAMS = MAX_COUNTRIES;

/** The length of a team's access code. */
export const ACCESS_CODE_LENGTH = 6;

/** The characters of access codes: no look-alikes (0, O, 1, I, L). */
export const ACCESS_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** The largest credit a host may grant at once. */
export const MAX_CREDIT = 1_000_000;

/** Game modes. */
export const GameMod = z.enum(MODS);
export type GameMod = z.infer<typeof GameMod>;

/** A UFO key colour, and a city's UFO. */
export const KeyColor = z.enum(KEY_COLOURS);
export type KeyColor = z.infer<typeof KeyColor>;

/** A supertech kind (UFO mode). */
export const SupertechType = z.enum(SUPERTECH_KINDS);
export type SupertechType = z.infer<typeof SupertechType>;

/** Negotiation statuses; `closed` is a negotiation still open when its round ended. */
export const NegotiationStatus = z.enum(NEGOTIATION_STATUSES);
export type NegotiationStatus = z.infer<typeof NegotiationStatus>;

const id = z.number().int();
const count = z.number().int();
const money = z.number().int();
const decimal = z.number();

/**
 * What each of the engine's ORDER_TYPES carries besides its type. The schema checks only the
 * shape; the engine decides whether an order is allowed (and answers in the game's language).
 */
const ORDER_FIELDS = {
  develop: { city: IdNumber },
  shield: { city: IdNumber },
  technology: {},
  build_bombs: { count: z.number() },
  attack: { city: IdNumber },
  ecology: {},
  sanction: { country: IdNumber },
  lift_sanction: { country: IdNumber },
  transfer: { country: IdNumber, amount: z.number() },
  ufo_contact: { city: IdNumber },
  supertech: { kind: SupertechType },
} satisfies Record<OrderType, z.ZodRawShape>;

type OrderFields = typeof ORDER_FIELDS;
type OrderSchema = {
  [T in OrderType]: OrderFields[T] extends infer F extends z.ZodRawShape
    ? z.ZodObject<{ type: z.ZodLiteral<T> } & F>
    : never;
}[OrderType];

/** A team's order, exactly @orbis/engine's `Order`: one object per order type. */
export const Order = z.discriminatedUnion(
  'type',
  ORDER_TYPES.map((type) => z.object({ type: z.literal(type), ...ORDER_FIELDS[type] })) as [
    OrderSchema,
    ...OrderSchema[],
  ],
);
export type Order = z.infer<typeof Order>;

/** The most orders one set may hold: far above any playable set. */
export const MAX_ORDERS = 100;

/** A game's language as the lists and the control screen show it. */
export const GameLanguage = z.object({ id, code: z.string(), name: z.string() });
export type GameLanguage = z.infer<typeof GameLanguage>;

/** `GET B/host/games/list` row. */
export const HostGamesListItem = z.object({
  id,
  title: z.string(),
  language: GameLanguage,
  created_at: z.string(),
  round: count,
  stopped: z.boolean(),
  over: z.boolean(),
  /** The caller's part: "cohost" where they were named co-host, else "owner" (admins too). */
  role: GameRole,
  /** The event it is a world of, or null. */
  event: z.object({ id, title: z.string() }).nullable(),
});
export type HostGamesListItem = z.infer<typeof HostGamesListItem>;
export const HostGamesList = z.array(HostGamesListItem);

/** A game's title. */
export const GameTitle = z.string().trim().min(1).max(100);

/**
 * `POST B/host/games/add`. Duplicate teams are refused at `teams.<i>`; that every team is
 * translated in the game's language is checked by the server.
 */
export const GameAddBody = z.object({
  game: z.object({
    title: GameTitle,
    preset: IdNumber.nullable().default(null),
    language: IdNumber,
    /** The round clock; null or absent for a game without one. */
    clock: ClockSettings.nullable().default(null),
    /** World events to apply when their round starts (API.md "World events"). */
    events: ScheduledWorldEvents.default([]),
  }),
  teams: z
    .array(IdNumber)
    .min(1)
    .max(MAX_TEAMS)
    .superRefine((teams, ctx) => {
      teams.forEach((team, i) => {
        if (teams.indexOf(team) !== i)
          ctx.addIssue({ code: 'custom', path: [i], message: 'games.duplicate_team', input: team });
      });
    }),
  mods: z
    .array(GameMod)
    .max(2)
    .default([])
    .superRefine((mods, ctx) => {
      mods.forEach((mod, i) => {
        if (mods.indexOf(mod) !== i)
          ctx.addIssue({ code: 'custom', path: [i], message: 'validation.invalid', input: mod });
      });
    }),
});
export type GameAddBody = z.input<typeof GameAddBody>;

/**
 * `{ gameId }`: control, stats, final, get_lang_messages_values, leave. The other calls on a game
 * extend it.
 */
export const GameIdBody = z.object({ gameId: IdNumber });
export type GameIdBody = z.infer<typeof GameIdBody>;

/** `?gameId=`: the player's info and state. */
export const GameIdQuery = z.object({ gameId: Id });

/** A round number in a request. */
export const RoundNumber = z.number().int().min(1).max(10_000);

/** `start_round`, `round`, `undo_round`: the round the host sees, so a stale click gets 409. */
export const GameRoundBody = GameIdBody.extend({ round: RoundNumber });
export type GameRoundBody = z.infer<typeof GameRoundBody>;

/**
 * `POST B/host/games/clock`: `seconds` (1..3600) is for `extend`, which needs it; `endsAt` (an ISO
 * time with its offset, which the refusal's times are written in) is for `fit`, which needs it.
 */
export const ClockBody = GameRoundBody.extend({
  action: ClockActionName,
  seconds: z.number().int().min(CLOCK_LIMITS.extend.min).max(CLOCK_LIMITS.extend.max).optional(),
  endsAt: z.iso.datetime({ offset: true }).optional(),
}).superRefine((body, ctx) => {
  if (body.action === 'extend' && body.seconds === undefined)
    ctx.addIssue({ code: 'custom', path: ['seconds'], message: 'validation.required' });
  if (body.action === 'fit' && body.endsAt === undefined)
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'validation.required' });
});
export type ClockBody = z.input<typeof ClockBody>;

/** `clock`: the clock after the action. */
export const ClockResponse = z.object({ clock: Clock });
export type ClockResponse = z.infer<typeof ClockResponse>;

/** `start_round` and `undo_round`: the round now running. */
export const RoundRunning = z.object({ round: count, stopped: z.literal(false) });
export type RoundRunning = z.infer<typeof RoundRunning>;

/** `round`: the next round, stopped, and whether the game is now over. */
export const RoundEnded = z.object({ round: count, stopped: z.literal(true), over: z.boolean() });
export type RoundEnded = z.infer<typeof RoundEnded>;

/** `start_negotiation` / `finish_negotiation`: the negotiation between two countries, either way. */
export const HostNegotiationBody = GameIdBody.extend({
  countryFrom: IdNumber,
  countryTo: IdNumber,
});
export type HostNegotiationBody = z.infer<typeof HostNegotiationBody>;

/** `POST /api/game/credit`. */
export const CreditBody = GameIdBody.extend({
  countryTo: IdNumber,
  amount: z.number().int().min(1).max(MAX_CREDIT),
});
export type CreditBody = z.infer<typeof CreditBody>;

/** `credit`: the team's new budget. */
export const CreditResponse = z.object({ budget: money });
export type CreditResponse = z.infer<typeof CreditResponse>;

/** `get_lang_messages_values`: system message id -> text in the game's language. */
export const LangMessagesValues = z.record(z.string(), z.string());
export type LangMessagesValues = z.infer<typeof LangMessagesValues>;

/** A 409 of a refused engine action (negotiations): `code` is the engine's action error. */
export const ActionConflict = z.object({ message: z.string(), code: z.string() });
export type ActionConflict = z.infer<typeof ActionConflict>;

/** A city in the host's (and its own team's) view. */
export const TeamCity = z.object({
  id,
  name: z.string(),
  preset: id,
  picture: z.string(),
  destroyed: z.boolean(),
  has_shield: z.boolean(),
  ufo: KeyColor.nullable(),
  economy: decimal,
  standard: decimal,
  income: money,
});
export type TeamCity = z.infer<typeof TeamCity>;

/** One negotiation, keyed by the other country's id; `from` is the country that asked for it. */
export const TeamNegotiation = z.object({
  status: NegotiationStatus,
  name: z.string(),
  from: id,
});
export type TeamNegotiation = z.infer<typeof TeamNegotiation>;

/** A team's keys and supertech; null when the game has no UFO mode. */
export const TeamUfo = z.object({
  keys: z.array(z.object({ color: KeyColor, has: z.boolean() })),
  supertech: z.object({ type: SupertechType }).nullable(),
});
export type TeamUfo = z.infer<typeof TeamUfo>;

/** A team's country in full: what the host sees of every team and a team of itself. */
export const TeamCountry = z.object({
  id,
  name: z.string(),
  preset: id,
  flag: z.string(),
  budget: money,
  income: money,
  averageStandard: decimal,
  sanctionsTo: z.array(id),
  sanctionsFrom: z.array(id),
  has_technology: z.boolean(),
  bombs: count,
  cities: z.array(TeamCity),
  negotiations: z.record(z.string(), TeamNegotiation),
  ufo: TeamUfo.nullable(),
});
export type TeamCountry = z.infer<typeof TeamCountry>;

/** An order of a team's current set: `value` for display, `order` as the engine takes it. */
export const ShownOrder = z.object({ type: z.string(), value: z.string(), order: Order });
export type ShownOrder = z.infer<typeof ShownOrder>;

/**
 * Who entered an order set (API.md "Orders for a team"): its team, or the game's host for it
 * from the control screen. `team` too where a team has no set.
 */
export const OrdersBy = z.enum(['team', 'host']);
export type OrdersBy = z.infer<typeof OrdersBy>;

/** A log entry in the game's language: `type` is the system message id, `text` it filled in. */
export const LogItem = z.object({
  type: z.string(),
  langCountry: z.string(),
  langValue: z.string(),
  text: z.string(),
});
export type LogItem = z.infer<typeof LogItem>;

/** The log grouped by round number. */
export const GameLog = z.record(z.string(), z.array(LogItem));
export type GameLog = z.infer<typeof GameLog>;

/** `POST B/host/games/control`. */
export const GameControl = z.object({
  // `clock` comes first: kept answers put the time-dependent clock there (modules/games/clock-view.ts).
  game: z.object({
    clock: Clock.nullable(),
    id,
    title: z.string(),
    language: GameLanguage,
    created_at: z.string(),
    preset: z.object({ id, name: z.string() }).nullable(),
    mods: z.array(GameMod),
    round: count,
    /** The game's number of rounds (the `rounds` variable), for "round 2 of 6". */
    rounds: count,
    stopped: z.boolean(),
    over: z.boolean(),
    collapsed: z.boolean(),
    /**
     * The round `undo_round` would take now (the last ended, nothing written since), or null: the
     * screen offers the undo only then.
     */
    undoable: count.nullable(),
    ecology: decimal,
    access_link: z.string(),
    /** Who runs the game: the host who created it, and the co-hosts they named. */
    owner: HostCard,
    cohosts: z.array(HostCard),
  }),
  teams: z.array(
    z.object({
      access_code: z.string(),
      country: TeamCountry,
      orders: z.array(ShownOrder),
      by: OrdersBy,
    }),
  ),
  /**
   * The game's pinned variables (prices, limits), keyed as in the rulebook, as a team's `state`
   * has them: the order form the host fills in for a team checks with them, and the handouts
   * print them.
   */
  prices: z.record(z.string(), z.number()),
  info: z.object({
    orders: z.object({ accepted: z.array(z.string()), notAccepted: z.array(z.string()) }),
  }),
  /** Every promise of the game, between any two countries, in the order made. */
  promises: z.array(GamePromise),
  log: GameLog,
});
export type GameControl = z.infer<typeof GameControl>;

/** `POST B/host/games/stats`: public, no budgets, arms, keys, developments or codes. */
export const GameStats = z.object({
  game: z.object({
    clock: Clock.nullable(),
    id,
    title: z.string(),
    round: count,
    stopped: z.boolean(),
    over: z.boolean(),
    collapsed: z.boolean(),
    access_link: z.string(),
  }),
  countries: z.array(
    z.object({
      id,
      name: z.string(),
      flag: z.string(),
      averageStandard: decimal,
      cities: z.array(
        z.object({
          id,
          name: z.string(),
          standard: decimal,
          destroyed: z.boolean(),
          ufo: KeyColor.nullable(),
          /**
           * How many bombs a shield over this city has stopped. A shield is public only once a
           * bomb has hit it (which destroys it); one not yet hit never shows here.
           */
          shieldHits: count,
        }),
      ),
    }),
  ),
  /** The start, then one value per resolved round. */
  ecology: z.array(decimal),
  /** Per country id, one value per resolved round. */
  averageStandard: z.record(z.string(), z.array(decimal)),
  /** Each resolved round's public headlines in the game's language (the engine's `publicNews`). */
  news: RoundNews,
  /** The map: the countries' places, the background, each round's public marks (`mapRounds`). */
  map: GameMap,
});
export type GameStats = z.infer<typeof GameStats>;

/** The final nominations. */
export const NominationName = z.enum(NOMINATION_NAMES);
export type NominationName = z.infer<typeof NominationName>;

/** One nominee: `value` is a percent (winner), $ (investor, ecologist) or a count. */
export const Nominee = z.object({
  country: id,
  name: z.string(),
  flag: z.string(),
  preset: id,
  value: decimal,
});
export type Nominee = z.infer<typeof Nominee>;

/**
 * How a tie for the highest average standard was settled: `rise` (the standard that rose most
 * since the start of the game), `peaceful_acts` (then the most peaceful acts) or `shared`
 * (still equal: the winners share the win).
 */
export const WinnerTieBreakReason = z.enum(WINNER_TIE_BREAK_REASONS);
export type WinnerTieBreakReason = z.infer<typeof WinnerTieBreakReason>;

/** The winner rule's tie-break, when several countries had the highest average standard. */
export const WinnerTieBreak = z.object({
  by: WinnerTieBreakReason,
  /** The highest average standard, shared by the tied countries (a percent, one decimal). */
  standard: decimal,
  /** The tied countries, in game order, with their tie-break values. */
  tied: z.array(
    z.object({
      country: id,
      name: z.string(),
      /** Points its average standard rose since the start (one decimal); null in older games. */
      rise: decimal.nullable(),
      /** Transfers sent, sanctions lifted and negotiations finished. */
      peacefulActs: z.number().int(),
    }),
  ),
});
export type WinnerTieBreak = z.infer<typeof WinnerTieBreak>;

/**
 * `POST B/host/games/final`: public, 409 until the game is over. Only what the host has revealed
 * (`revealed`, see REVEAL_ORDER) is sent: a nomination not yet revealed is null, and so are the
 * attacks until the last step. The tie-break comes with the winner.
 */
export const GameFinal = z.object({
  game: z.object({ id, title: z.string(), collapsed: z.boolean() }),
  /** How many of the final screen's steps the host has revealed: 0..6. */
  revealed: count,
  winner: z.array(Nominee).nullable(),
  investor: z.array(Nominee).nullable(),
  ecologist: z.array(Nominee).nullable(),
  peacemaker: z.array(Nominee).nullable(),
  aggressor: z.array(Nominee).nullable(),
  /** Present only once the winner is revealed and several countries had the highest standard. */
  winnerTieBreak: WinnerTieBreak.optional(),
  /** Every bomb dropped in the game, in order; null until the last step is revealed. */
  attacks: z.array(FinalAttack).nullable(),
  /**
   * Each country's kept and broken promises (as their maker), keyed by country id; revealed with
   * the attacks, null before.
   */
  promises: PromiseTally.nullable(),
  /**
   * The published chronicle's address, once the reveal has reached its last step (the final
   * screen's QR code, the phones' link); null before, and while none is published.
   */
  chronicle: z.string().nullable(),
});
export type GameFinal = z.infer<typeof GameFinal>;

/** A list of `nominee` for each nomination, in the order they are revealed. */
export function perNomination<T extends z.ZodType>(nominee: T) {
  return z.object({
    winner: z.array(nominee),
    investor: z.array(nominee),
    ecologist: z.array(nominee),
    peacemaker: z.array(nominee),
    aggressor: z.array(nominee),
  });
}

/** Every nomination in full, as the host sees them (the report): lists, and the tie-break. */
export const Nominations = perNomination(Nominee).extend({
  winnerTieBreak: WinnerTieBreak.optional(),
});
export type Nominations = z.infer<typeof Nominations>;
