import type { Generated } from 'kysely';
import type { Timestamp } from './users.table.js';

/** A host's game template (see the 0014 migration). */
export interface GameTemplatesTable {
  id: Generated<number>;
  host_id: number;
  name: string;
  /** The `host/games/add` body it makes games from, as JSON text. */
  game: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}
