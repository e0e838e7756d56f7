// The kinds of things a game has, as lists: the engine's types follow from them, and the
// contracts build their schemas from them, so each kind is named once.

/** The optional rules a game may play. */
export const MODS = ['ufo', 'negotiation'] as const;
export type Mod = (typeof MODS)[number];

/** The UFO keys' colours, in the order the engine draws a UFO's colour (UFO mode). */
export const KEY_COLOURS = ['red', 'green', 'blue'] as const;
export type KeyColour = (typeof KEY_COLOURS)[number];

/** The supertechs a country with the three keys may use once (UFO mode). */
export const SUPERTECH_KINDS = ['dome', 'terraform', 'boom'] as const;
export type SupertechKind = (typeof SUPERTECH_KINDS)[number];

/** Every kind of order a team may send, in the order the order form and the contracts list them. */
export const ORDER_TYPES = [
  'develop',
  'shield',
  'technology',
  'build_bombs',
  'attack',
  'ecology',
  'sanction',
  'lift_sanction',
  'transfer',
  'ufo_contact',
  'supertech',
] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** The final nominations, in the order the screens and the export list them. */
export const NOMINATION_NAMES = [
  'winner',
  'investor',
  'ecologist',
  'peacemaker',
  'aggressor',
] as const;
export type NominationName = (typeof NOMINATION_NAMES)[number];

/** What settled a tie for the highest average standard; `shared` when nothing did. */
export const WINNER_TIE_BREAK_REASONS = ['rise', 'peaceful_acts', 'shared'] as const;
export type WinnerTieBreakReason = (typeof WINNER_TIE_BREAK_REASONS)[number];

/** A negotiation's statuses; `closed` is a negotiation still open when its round ended. */
export const NEGOTIATION_STATUSES = [
  'sent',
  'accepted',
  'refused',
  'ongoing',
  'done',
  'finished',
  'closed',
] as const;
export type NegotiationStatus = (typeof NEGOTIATION_STATUSES)[number];

/**
 * What a country may promise another in talks (RULES.md "Promises"): to drop no bomb on its
 * cities, to impose no sanction on it, to have no sanction on it at the end of a round, to send
 * it an amount by the end of a round.
 */
export const PROMISE_KINDS = ['no_attack', 'no_sanction', 'lift_sanction', 'transfer'] as const;
export type PromiseKind = (typeof PROMISE_KINDS)[number];

/**
 * A promise's statuses: `accepted` binds its maker; `kept` and `broken` are the engine's
 * verdicts. `declined` and `withdrawn` never bound anyone.
 */
export const PROMISE_STATUSES = [
  'proposed',
  'declined',
  'withdrawn',
  'accepted',
  'kept',
  'broken',
] as const;
export type PromiseStatus = (typeof PROMISE_STATUSES)[number];

/**
 * The kinds of turning point (RULES.md "Turning points"), in the order a tie in the ranking lists
 * them: the first bomb, a promise broken, a sanction, world ecology below a threshold, a world
 * event, a change of leader.
 */
export const TURNING_POINT_KINDS = [
  'first_bomb',
  'promise_broken',
  'sanction',
  'ecology_threshold',
  'world_event',
  'lead_change',
] as const;
export type TurningPointKind = (typeof TURNING_POINT_KINDS)[number];
