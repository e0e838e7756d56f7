// How long a published chronicle stays readable: CHRONICLE_DAYS from its publishing, read at the
// app's time (`app.now`, which tests set).
import type { Db } from '../../../db/database.js';
import { findGameChronicle, type StoredChronicle } from '../repository/chronicles.js';

/** How long a chronicle stays readable, and the time now (ms since the epoch). */
export interface ChronicleClock {
  now: number;
  days: number;
}

const DAY = 24 * 60 * 60 * 1000;

/** True while `chronicle` is readable: CHRONICLE_DAYS have not passed since it was published. */
export function isLive(chronicle: StoredChronicle, { now, days }: ChronicleClock): boolean {
  return now < Date.parse(chronicle.publishedAt) + days * DAY;
}

/** Game `gameId`'s live chronicle's token, or null. */
export async function liveChronicleToken(
  db: Db,
  gameId: number,
  clock: ChronicleClock,
): Promise<string | null> {
  const stored = await findGameChronicle(db, gameId);
  return stored && isLive(stored, clock) ? stored.token : null;
}
