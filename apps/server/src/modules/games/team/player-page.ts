// The first data of the player page (`/game/{gameId}`), written into the page itself: without it a
// phone on a slow network waits for its scripts, then for the XSRF token, then for the game's
// info and texts, one round trip after another, before it paints anything.
import { IdNumber, type PlayerFirstData } from '@orbis/contracts';
import type { Db } from '../../../db/database.js';
import { AppError } from '../../../errors.js';
import type { Cache } from '../../cache.js';
import { gameMessages } from '../system-messages.js';
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
    return { info, messages: await gameMessages(db, cache, gameId) };
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404) return null;
    throw err;
  }
}

/** Text as HTML: the five characters markup gives a meaning. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The join screen's heading (the classes are the web app's, in player.css): the game's title, in
 * the page itself, is what a phone paints first, before its scripts have even arrived.
 */
function joinHeading({ info, messages }: PlayerFirstData): string {
  const eyebrow = messages[info.game.over ? 'player.game_over' : 'player.enter_title'] ?? '';
  return (
    `<main class="join-page"><header class="join-head">` +
    `<p class="join-eyebrow">${escapeHtml(eyebrow)}</p>` +
    `<h1 class="join-title">${escapeHtml(info.game.title)}</h1></header></main>`
  );
}

const ROOT = '<div id="root"></div>';

/**
 * `page` (game.html) with `data` in a JSON script before the app's root, and with the join
 * screen's heading in the root when `heading` (a phone that plays a team of the game sees its
 * team screen instead). `<` is written as an escape in the data, so no text in it (a title of
 * `</script>`) can end the script or open a comment.
 */
export function withFirstData(
  page: string,
  id: string,
  data: PlayerFirstData | null,
  heading: boolean,
): string {
  const at = page.indexOf(ROOT);
  if (!data || at < 0) return page;
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return (
    `${page.slice(0, at)}<script type="application/json" id="${id}">${json}</script>` +
    `<div id="root">${heading ? joinHeading(data) : ''}</div>${page.slice(at + ROOT.length)}`
  );
}
