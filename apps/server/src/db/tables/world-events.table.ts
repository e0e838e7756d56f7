import type { Generated } from 'kysely';
import type { Timestamp } from './users.table.js';

/** A world event of the catalogue (see the 0007 migration). */
export interface WorldEventsTable {
  id: Generated<number>;
  name: string;
  /** The effects, as JSON text: `[{ kind, value, target }]`. */
  effects: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An event's title and text in one game language. */
export interface WorldEventTextsTable {
  event_id: number;
  language_id: number;
  title: string;
  text: string;
}
