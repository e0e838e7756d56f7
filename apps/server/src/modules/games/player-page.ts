// The first data of the player page (`/game/{gameId}`), written into the page itself: without it a
// phone on a slow network waits for its scripts, then for the XSRF token, then for the game's
// info and texts, one round trip after another, before it paints anything.
import { IdNumber, type PlayerFirstData } from '@orbis/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import type { Cache } from '../cache.js';
import { langMessagesValues } from './host-calls.js';
import { gameInfo } from './team-state.js';

/**
 * The answers of `info` and `get_lang_messages_values` for `gameId`, both public; null when there
 * is no such game (the page then asks, and shows the server's words for it).
 */
export async function playerFirstData(
  db: Db,
  cache: Cache,
  gameId: number,
): Promise<PlayerFirstData | null> {
  if (!IdNumber.safeParse(gameId).success) return null;
  try {
    const info = await gameInfo(db, gameId);
    return { info, messages: await langMessagesValues(db, cache, gameId) };
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404) return null;
    throw err;
  }
}

/**
 * `page` (game.html) with `data` in a JSON script before the app's root. `<` is written as an
 * escape, so no text in the data (a title of `</script>`) can end the script or open a comment.
 */
export function withFirstData(page: string, id: string, data: PlayerFirstData | null): string {
  if (!data) return page;
  const at = page.indexOf('<div id="root">');
  if (at < 0) return page;
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `${page.slice(0, at)}<script type="application/json" id="${id}">${json}</script>${page.slice(at)}`;
}
