// The `game_chronicles` table: a game's published chronicle, its token and when it was published.
import type { Db } from '../../../db/database.js';
import { toIso } from '../../../db/values.js';

/** A published chronicle as stored: its game, its token, when it was published (ISO 8601). */
export interface StoredChronicle {
  gameId: number;
  token: string;
  publishedAt: string;
}

/** Game `gameId`'s chronicle, or null while none is published. */
export async function findGameChronicle(db: Db, gameId: number): Promise<StoredChronicle | null> {
  const row = await db
    .selectFrom('game_chronicles')
    .select(['game_id', 'token', 'published_at'])
    .where('game_id', '=', gameId)
    .executeTakeFirst();
  return row ? stored(row) : null;
}

/** The chronicle holding `token`, or null. */
export async function findChronicleByToken(db: Db, token: string): Promise<StoredChronicle | null> {
  const row = await db
    .selectFrom('game_chronicles')
    .select(['game_id', 'token', 'published_at'])
    .where('token', '=', token)
    .executeTakeFirst();
  return row ? stored(row) : null;
}

/** Stores game `gameId`'s chronicle, replacing the one it had (an expired one). */
export async function saveGameChronicle(
  db: Db,
  gameId: number,
  token: string,
  publishedAt: string,
): Promise<void> {
  const values = { token, published_at: publishedAt };
  await db
    .insertInto('game_chronicles')
    .values({ game_id: gameId, ...values })
    .onConflict((oc) => oc.column('game_id').doUpdateSet(values))
    .execute();
}

/** Takes game `gameId`'s chronicle down: its token names nothing any more. */
export async function deleteGameChronicle(db: Db, gameId: number): Promise<void> {
  await db.deleteFrom('game_chronicles').where('game_id', '=', gameId).execute();
}

/** The title of the event game `gameId` is a world of, or null. */
export async function gameEventTitle(db: Db, gameId: number): Promise<string | null> {
  const row = await db
    .selectFrom('games as g')
    .innerJoin('events as e', 'e.id', 'g.event_id')
    .select('e.title')
    .where('g.id', '=', gameId)
    .executeTakeFirst();
  return row?.title ?? null;
}

function stored(row: { game_id: number; token: string; published_at: Date | string }) {
  return { gameId: row.game_id, token: row.token, publishedAt: toIso(row.published_at) };
}
