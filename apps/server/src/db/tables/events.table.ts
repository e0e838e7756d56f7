import type { Generated } from 'kysely';
import type { Timestamp } from './users.table.js';

/** An event: several worlds (games) from one template (see the 0015 migration). */
export interface EventsTable {
  id: Generated<number>;
  host_id: number;
  title: string;
  /** The template's `host/games/add` body its worlds are made from, as JSON text. */
  game: string;
  /** The seed every world of the event starts from. */
  seed: number;
  /** How many worlds it has made, deleted ones too: the next default name's number. */
  worlds_made: Generated<number>;
  created_at: Timestamp;
}

/** The hosts an event's owner named to co-host every world of it. */
export interface EventCohostsTable {
  event_id: number;
  host_id: number;
  created_at: Timestamp;
}
