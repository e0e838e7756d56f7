// The first screen's code and data, asked for before React renders anything. Left to React, each
// waits for the one before it: the label map, then the screen's code, then its data, one round
// trip after another on a phone's network. Started here, they load side by side.
import { loadFinalScreen } from '../features/final/routes';
import { gameStatsQuery } from '../features/stats/api/get-game-stats';
import { loadStatsScreen } from '../features/stats/routes';
import { gameFinalQuery } from '../lib/game-final';
import { queryClient } from '../lib/query-client';
import { systemMessagesQuery } from '../lib/system-messages';

/** The signed-in shell's code (its screens load from it). */
export const loadBackOfficeLayout = () => import('./layout/back-office-layout');

/** The projector screen of `path` (`/stats/12`, `/final/12`) and its game id, if it is one. */
function projectorScreen(path: string): { screen: 'stats' | 'final'; gameId: number } | null {
  const match = /^\/(stats|final)\/(\d+)\/?$/.exec(path);
  if (!match?.[1] || !match[2]) return null;
  const gameId = Number(match[2]);
  if (!Number.isSafeInteger(gameId) || gameId < 1) return null;
  return { screen: match[1] as 'stats' | 'final', gameId };
}

/** Starts loading what the screen at `hash` (the hash route, `#/login`) will show first. */
export function startFirstScreen(hash: string): void {
  const path = hash.replace(/^#/, '').split('?')[0] || '/';
  const projector = projectorScreen(path);
  if (projector) {
    void queryClient.prefetchQuery(systemMessagesQuery(projector.gameId));
    if (projector.screen === 'stats') {
      void loadStatsScreen();
      void queryClient.prefetchQuery(gameStatsQuery(projector.gameId));
    } else {
      void loadFinalScreen();
      void queryClient.prefetchQuery(gameFinalQuery(projector.gameId));
    }
  } else {
    void loadBackOfficeLayout();
  }
}
