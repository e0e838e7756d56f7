import { z } from 'zod';
import { IdNumber } from './common.js';

// The projector's map (API.md "The projector in pictures"): where each country sits, the
// picture behind them, and what the room may see on it round by round. What is public is the
// engine's rule (RULES.md "Public information"); these are only the shapes.

/** A place on the map: `x` from the left, `y` from the top, both fractions of its size. */
export const MapPoint = z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) });
export type MapPoint = z.infer<typeof MapPoint>;

const countryId = z.number().int();

/**
 * One public fact of a resolved round, as the map draws it. A bomb names the city and its owner,
 * never the attacker (the room learns who bombed whom from the final screen's `attacks`).
 */
export const MapMark = z.discriminatedUnion('type', [
  /** A bomb destroyed `city` of `country`. */
  z.object({ type: z.literal('city_destroyed'), country: countryId, city: countryId }),
  /** A shield over `city` of `country` stopped a bomb. */
  z.object({ type: z.literal('shield_stopped_bomb'), country: countryId, city: countryId }),
  /** `from` imposed sanctions on `to` (an arrow). */
  z.object({ type: z.literal('sanction'), from: countryId, to: countryId }),
  /** `from` lifted its sanctions on `to`. */
  z.object({ type: z.literal('lift_sanction'), from: countryId, to: countryId }),
  /** Talks between the two finished (a line). */
  z.object({ type: z.literal('negotiation_finished'), countries: z.tuple([countryId, countryId]) }),
  /** `country` started a nuclear programme. */
  z.object({ type: z.literal('technology'), country: countryId }),
  /** A world event hit these countries (every country when it hit the whole world). */
  z.object({ type: z.literal('world_event'), title: z.string(), countries: z.array(countryId) }),
]);
export type MapMark = z.infer<typeof MapMark>;

/** `stats.map`: the map as the room sees it now. */
export const GameMap = z.object({
  /** The path of the background picture, or null for none. */
  background: z.string().nullable(),
  /** Every country's place, keyed by country id: the host's, else evenly on a ring. */
  positions: z.record(z.string(), MapPoint),
  /**
   * Each resolved round's public facts (keyed by round number), in the order they happened: the
   * world events that applied in it first. As `news`, the current round is here as soon as a
   * world event applies in it.
   */
  rounds: z.record(z.string(), z.array(MapMark)),
});
export type GameMap = z.infer<typeof GameMap>;

/**
 * `POST B/host/games/map`: the game's host, a co-host or an admin places the countries.
 * `background` is a map background's id (`get_map_backgrounds_options`' `value`) or null.
 */
export const SetGameMapBody = z.object({
  gameId: IdNumber,
  background: IdNumber.nullable(),
  positions: z.record(z.string(), MapPoint),
});
export type SetGameMapBody = z.infer<typeof SetGameMapBody>;

/** `GET B/get_map_backgrounds_options`: the backgrounds an admin uploaded, for hosts to pick. */
export const MapBackgroundOption = z.object({
  value: z.number().int(),
  text: z.string(),
  url: z.string(),
});
export type MapBackgroundOption = z.infer<typeof MapBackgroundOption>;
export const MapBackgroundOptions = z.array(MapBackgroundOption);
export type MapBackgroundOptions = z.infer<typeof MapBackgroundOptions>;

/**
 * The multipart fields of `POST B/map_backgrounds/add` (admin): `name` as a text field and the
 * picture as the file `picture`, decoded and re-encoded as `upload_picture`'s.
 */
export const MAP_BACKGROUND_FIELDS = { name: 'name', picture: 'picture' } as const;
/** A map background's name: what hosts pick it by. */
export const MapBackgroundName = z.string().trim().min(1).max(100);
