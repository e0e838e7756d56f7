import { z } from 'zod';
import { Clock } from './clock.js';
import { GamePromise } from './promises.js';
import { IdNumber } from './common.js';
import {
  GameIdBody,
  GameLog,
  GameMod,
  GameRoundBody,
  KeyColor,
  LangMessagesValues,
  MAX_ORDERS,
  Order,
  TeamCountry,
} from './games.js';

// Team calls (API.md "Players"). A team session plays one team of one game after `join`.

const id = z.number().int();

/** A game as players see it. */
export const PlayerGame = z.object({
  id,
  title: z.string(),
  language: z.object({ code: z.string() }),
  round: z.number().int(),
  stopped: z.boolean(),
  over: z.boolean(),
  mods: z.array(GameMod),
});
export type PlayerGame = z.infer<typeof PlayerGame>;

/** `GET /api/game/info?gameId=`: public, what the join screen needs. */
export const PlayerInfo = z.object({
  game: PlayerGame,
  countries: z.array(z.object({ id, name: z.string(), flag: z.string() })),
});
export type PlayerInfo = z.infer<typeof PlayerInfo>;

/**
 * What the player page (`/game/{gameId}`) carries in itself, in a JSON script of id
 * PLAYER_FIRST_DATA_ID (paths.ts): the game's public info and its system messages, the answers of `info` and
 * `get_lang_messages_values`. A phone paints the join screen without asking for them first.
 */
export const PlayerFirstData = z.object({ info: PlayerInfo, messages: LangMessagesValues });
export type PlayerFirstData = z.infer<typeof PlayerFirstData>;

/** An access code as typed: case and surrounding spaces do not matter. */
export const AccessCode = z.string().trim().toUpperCase().max(50);

/**
 * `POST /api/game/join`. The game's host or an admin, signed in, may leave out `accessCode`
 * ("enter as player").
 */
export const JoinBody = GameIdBody.extend({
  countryId: IdNumber,
  accessCode: AccessCode.optional(),
});
export type JoinBody = z.input<typeof JoinBody>;

/** Another country as a team sees it: public facts only. */
export const PublicCountry = z.object({
  id,
  name: z.string(),
  flag: z.string(),
  averageStandard: z.number(),
  sanctionsTo: z.array(id),
  sanctionsFrom: z.array(id),
  cities: z.array(
    z.object({
      id,
      name: z.string(),
      standard: z.number(),
      destroyed: z.boolean(),
      has_shield: z.boolean(),
      ufo: KeyColor.nullable(),
    }),
  ),
});
export type PublicCountry = z.infer<typeof PublicCountry>;

/** The team's order set for the current round and what it costs. */
export const SubmittedOrders = z.object({
  round: z.number().int(),
  orders: z.array(Order),
  cost: z.number().int(),
});
export type SubmittedOrders = z.infer<typeof SubmittedOrders>;

/** The most orders a team's draft may hold (API.md "A team's draft"). */
export const MAX_DRAFT_ORDERS = 50;

/**
 * A team's draft: what its phones are ticking for the running round, shared before it is sent.
 * Never resolved and never counted as sent.
 */
export const TeamDraft = z.object({
  round: z.number().int(),
  orders: z.array(Order),
  updatedAt: z.string(),
});
export type TeamDraft = z.infer<typeof TeamDraft>;

/** `GET /api/game/state?gameId=`: the team's view. */
export const PlayerState = z.object({
  // `clock` comes first: kept answers put the time-dependent clock there (modules/games/clock-view.ts).
  game: z.object({
    clock: Clock.nullable(),
    ...PlayerGame.shape,
    collapsed: z.boolean(),
    ecology: z.number(),
  }),
  me: TeamCountry,
  /** The other countries only. */
  countries: z.array(PublicCountry),
  orders: SubmittedOrders.nullable(),
  /** The team's draft for the running round, or null. */
  draft: TeamDraft.nullable(),
  /** The game's pinned variables (prices, limits), keyed as in the rulebook. */
  prices: z.record(z.string(), z.number()),
  /** The team's own promises, made and received, in the order made. */
  promises: z.array(GamePromise),
  log: GameLog,
});
export type PlayerState = z.infer<typeof PlayerState>;

/** `POST /api/game/orders`: replaces the team's set for the running round `round`. */
export const OrdersBody = GameRoundBody.extend({
  orders: z.array(Order).max(MAX_ORDERS),
});
export type OrdersBody = z.infer<typeof OrdersBody>;

/**
 * `POST B/host/games/orders`: the host submits or replaces team `countryId`'s set for the running
 * round `round`, with the team call's rules (API.md "Orders for a team").
 */
export const HostOrdersBody = OrdersBody.extend({ countryId: IdNumber });
export type HostOrdersBody = z.infer<typeof HostOrdersBody>;

/**
 * `POST /api/game/draft`: keeps the team's draft for the running round `round`. Each order is
 * checked for its shape only, by the call, so that a malformed one is refused on its own index
 * (`orders.<i>`).
 */
export const DraftBody = GameRoundBody.extend({
  orders: z
    .array(z.unknown().describe('An order (`Order`); only its shape is checked.'))
    .max(MAX_DRAFT_ORDERS),
});
export type DraftBody = z.infer<typeof DraftBody>;

/** `orders`: the set's total cost, charged when the round ends. */
export const OrdersAccepted = z.object({ cost: z.number().int() });
export type OrdersAccepted = z.infer<typeof OrdersAccepted>;

/** `POST /api/game/negotiations/request`. */
export const NegotiationRequestBody = GameIdBody.extend({ countryTo: IdNumber });
export type NegotiationRequestBody = z.infer<typeof NegotiationRequestBody>;

/** `POST /api/game/negotiations/accept` and `.../refuse`. */
export const NegotiationAnswerBody = GameIdBody.extend({ countryFrom: IdNumber });
export type NegotiationAnswerBody = z.infer<typeof NegotiationAnswerBody>;

/** `POST /api/game/negotiations/done`. */
export const NegotiationDoneBody = GameIdBody.extend({ countryWith: IdNumber });
export type NegotiationDoneBody = z.infer<typeof NegotiationDoneBody>;
