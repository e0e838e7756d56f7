import { z } from 'zod';
import { Id } from './common.js';
import { CountryStanding } from './events.js';
import { Nominee, perNomination } from './games.js';
import { ExportFormat } from './report.js';

// Same start, different worlds (API.md "Events", `host/events/report`): an event's worlds side by
// side, for whoever may read its dashboard, each world as far as it has been played.

const id = z.number().int();
const count = z.number().int();

/** One world of the event, compared with the others. */
export const EventReportWorld = z.object({
  gameId: id,
  title: z.string(),
  round: count,
  over: z.boolean(),
  collapsed: z.boolean(),
  /** The world's ecology at the start and after each resolved round, as `stats` gives it. */
  ecology: z.array(z.number()),
  /** Every country now, best first (ties in the game's order). */
  standings: z.array(CountryStanding),
  /** The winner nomination as the final screen awards it; [] while the world runs or after a collapse. */
  winner: z.array(Nominee),
  /** The round of the first bomb, or null while none has fallen. */
  firstBomb: count.nullable(),
  /** Bombs dropped, sanctions imposed and transfers made over the game so far. */
  bombs: count,
  sanctions: count,
  transfers: count,
  /** Promises judged so far. */
  promises: z.object({ kept: count, broken: count }),
  /** Who would have won without the bombs (the what-if without attacks); null while it runs. */
  whatIf: z.object({ winner: z.array(Nominee) }).nullable(),
});
export type EventReportWorld = z.infer<typeof EventReportWorld>;

/** A nominee of the event: the world's nominee, and the world it won in. */
export const EventNominee = Nominee.extend({
  world: z.object({ gameId: id, title: z.string() }),
});
export type EventNominee = z.infer<typeof EventNominee>;

/**
 * Each nomination across the worlds that are over: of their nominees, those with the best value
 * (standards compared as shown, one decimal), ties shared across worlds; [] while no world
 * that is over awarded it.
 */
export const EventNominations = perNomination(EventNominee);
export type EventNominations = z.infer<typeof EventNominations>;

/**
 * `POST B/host/events/report` (as `events/dashboard` reads an event: a co-host of some worlds
 * only gets those worlds, and the nominations across them).
 */
export const EventReport = z.object({
  event: z.object({ id, title: z.string() }),
  /** The worlds in the event's order. */
  worlds: z.array(EventReportWorld),
  nominations: EventNominations,
});
export type EventReport = z.infer<typeof EventReport>;

/** `GET B/host/events/export?eventId=&format=xlsx`: 422 `errors.format` for another format. */
export const EventExportQuery = z.object({ eventId: Id, format: ExportFormat.extract(['xlsx']) });
export type EventExportQuery = z.infer<typeof EventExportQuery>;
