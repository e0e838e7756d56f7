import type { Generated } from 'kysely';
import type { Timestamp } from './users.table.js';

/** A picture an admin uploaded for hosts to put behind the projector's map (the 0016 migration). */
export interface MapBackgroundsTable {
  id: Generated<number>;
  name: string;
  /** The stored picture's public address (`/uploads/<name>`). */
  picture: string;
  created_at: Timestamp;
}

/** A game's map as its host set it; a game without a row has the defaults. */
export interface GameMapsTable {
  game_id: number;
  /** The background's id; null for none (also once its background is deleted). */
  background_id: number | null;
  /** The host's places, as JSON text: `{ "<country id>": { x, y } }`. */
  positions: string;
}
