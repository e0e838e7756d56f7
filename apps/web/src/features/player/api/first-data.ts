import { PLAYER_FIRST_DATA_ID, type PlayerFirstData } from '@orbis/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { playerKeys } from './keys';

/**
 * Puts the game's info and texts that the page came with (the server writes them into it) in the
 * cache, so the first screen renders without asking for them. A page without them (an unknown
 * game, the database away) leaves the screens to ask, as they would anyway.
 */
export function seedFirstData(client: QueryClient): void {
  const text = document.getElementById(PLAYER_FIRST_DATA_ID)?.textContent;
  if (!text) return;
  const { info, messages } = JSON.parse(text) as PlayerFirstData;
  client.setQueryData(playerKeys.info(info.game.id), info);
  client.setQueryData(playerKeys.messages(info.game.id), messages);
}
