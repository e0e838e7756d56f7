// What the first screen needs, asked for by the entry before React renders anything: left to
// React, each waits for the one before it (the app's code, then the screen's code, then its
// data), one round trip after another on a phone's network. Started here, they load side by side.
import { eventHallQuery } from '../features/hall/api/get-event-hall';
import { gameStatsQuery } from '../lib/game-stats';
import { gameFinalQuery } from '../lib/game-final';
import { queryClient } from '../lib/query-client';
import { systemMessagesQuery } from '../lib/system-messages';
import { projectorAddress } from './addresses';

/** The signed-in shell's code (the back-office's screens load from it). */
export const loadBackOfficeLayout = () => import('./layout/back-office-layout');

/** Starts loading the data of the projector screen the address names. */
export function startProjectorScreen(): void {
  const address = projectorAddress(window.location.hash);
  if (!address?.id) return;
  const { screen, id } = address;
  // The hall's texts are its first world's, known once the event has come.
  if (screen === 'event') {
    void queryClient.prefetchQuery(eventHallQuery(id));
    return;
  }
  void queryClient.prefetchQuery(systemMessagesQuery(id));
  if (screen === 'stats') void queryClient.prefetchQuery(gameStatsQuery(id));
  else void queryClient.prefetchQuery(gameFinalQuery(id));
}
