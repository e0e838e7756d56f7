import { z } from 'zod';
import { IdNumber } from './common.js';
import { NewsItem } from './news.js';
import { PromiseTally } from './promises.js';
import { FinalAttack } from './reveal.js';
import { TurningPoints } from './turning-points.js';

// The chronicle to take home (API.md "A debrief that teaches, and a chronicle to take home"): a
// finished game's public, read-only page at an unguessable address, with what the room may know
// once the game is over (RULES.md "What the room may know after the game"). Budgets, incomes,
// orders, transfers, credits, access codes and e-mails are never in it: no field here holds one.

/**
 * `POST B/host/games/chronicle`: the game's owner, a co-host or an admin publishes the chronicle
 * (`publish: true`) or takes it down (`false`); 409 until the game is over.
 */
export const ChronicleBody = z.object({ gameId: IdNumber, publish: z.boolean() });
export type ChronicleBody = z.infer<typeof ChronicleBody>;

/** `chronicle`: the page's address once published, null once taken down. */
export const ChronicleResponse = z.object({ url: z.string().nullable() });
export type ChronicleResponse = z.infer<typeof ChronicleResponse>;

/** `GET /api/chronicle/{token}`: any text; a token that names no live chronicle is a 404. */
export const ChronicleParams = z.object({ token: z.string().max(100) });
export type ChronicleParams = z.infer<typeof ChronicleParams>;

const id = z.number().int();

/** A country of the game: its id, its name in the game's language and its flag. */
export const ChronicleCountry = z.object({ id, name: z.string(), flag: z.string() });
export type ChronicleCountry = z.infer<typeof ChronicleCountry>;

/**
 * A nominee: the winner's value is its average standard (one decimal), the peacemaker's its
 * peaceful acts and the aggressor's the bombs it dropped; the investor's and ecologist's are
 * amounts of money, which stay the teams' (null).
 */
export const ChronicleNominee = z.object({
  country: id,
  name: z.string(),
  flag: z.string(),
  value: z.number().nullable(),
});
export type ChronicleNominee = z.infer<typeof ChronicleNominee>;

/** Each country's place by average standard (shown with one decimal; equal standards share one). */
export const ChronicleStanding = z.object({
  country: id,
  averageStandard: z.number(),
  place: z.number().int(),
});
export type ChronicleStanding = z.infer<typeof ChronicleStanding>;

/** One resolved round: the world's ecology and the standings after it, and its news. */
export const ChronicleRound = z.object({
  round: z.number().int(),
  ecology: z.number(),
  standings: z.array(ChronicleStanding),
  news: z.array(NewsItem),
});
export type ChronicleRound = z.infer<typeof ChronicleRound>;

/** A promise broken: the round it was broken in, its maker, the country it was made to, its words. */
export const ChronicleBrokenPromise = z.object({
  round: z.number().int(),
  from: id,
  to: id,
  text: z.string(),
});
export type ChronicleBrokenPromise = z.infer<typeof ChronicleBrokenPromise>;

/** The world without bombs after one round: its ecology and each country's average standard. */
export const ChronicleWithoutBombsRound = z.object({
  round: z.number().int(),
  ecology: z.number(),
  averageStandard: z.record(z.string(), z.number()),
});
export type ChronicleWithoutBombsRound = z.infer<typeof ChronicleWithoutBombsRound>;

/** `GET /api/chronicle/{token}`: the chronicle's data. */
export const Chronicle = z.object({
  game: z.object({
    title: z.string(),
    /** The title of the event the game is a world of; null for a game on its own. */
    event: z.string().nullable(),
    /** The game language's code. */
    language: z.string(),
    /** When the game was created (ISO 8601). */
    date: z.string(),
    collapsed: z.boolean(),
  }),
  countries: z.array(ChronicleCountry),
  /** The world's ecology and the standings at the start, before round 1. */
  start: z.object({ ecology: z.number(), standings: z.array(ChronicleStanding) }),
  rounds: z.array(ChronicleRound),
  nominations: z.object({
    winner: z.array(ChronicleNominee),
    investor: z.array(ChronicleNominee),
    ecologist: z.array(ChronicleNominee),
    peacemaker: z.array(ChronicleNominee),
    aggressor: z.array(ChronicleNominee),
  }),
  /** Who bombed whom: every bomb dropped, in the order they fell. */
  attacks: z.array(FinalAttack),
  /** The promises broken (with their words), and each country's kept and broken, as maker. */
  promises: z.object({ broken: z.array(ChronicleBrokenPromise), tally: PromiseTally }),
  turningPoints: TurningPoints,
  /** The same game replayed without any bomb: each round, and who would have won. */
  withoutBombs: z.object({
    rounds: z.array(ChronicleWithoutBombsRound),
    winner: z.array(id),
  }),
});
export type Chronicle = z.infer<typeof Chronicle>;
