import type { Timestamp } from './users.table.js';

/** A game's published chronicle (the 0017 migration); a game without a row has none. */
export interface GameChroniclesTable {
  game_id: number;
  /** The page's token: 32 random bytes, base64url. */
  token: string;
  published_at: Timestamp;
}
