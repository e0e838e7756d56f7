import { channels } from '@orbis/contracts';
import { useEffect, useState } from 'react';
import type { LiveState } from '../../../lib/realtime/socket';
import { useLiveQueries } from '../../../lib/realtime/use-live-queries';
import { playerKeys } from './keys';

/** Whether the browser says it has a network; it tells at once, before the socket notices. */
function useBrowserOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * Keeps the team's view current without a reload: the game channel brings rounds starting and
 * ending, the team channel the host's credits, a teammate's order set or draft and the
 * negotiations. Nothing is watched while the session plays no team (`countryId` null: the join
 * screen). Returns the connection state to show: never `live` while the browser is offline.
 */
export function useLiveTeam(gameId: number, countryId: number | null): LiveState {
  const online = useBrowserOnline();
  const live = useLiveQueries({
    channels: countryId === null ? [] : [channels.game(gameId), channels.team(gameId, countryId)],
    queryKeys: [playerKeys.state(gameId)],
    enabled: countryId !== null,
  });
  return online || live === 'denied' ? live : 'reconnecting';
}

/** Whether the phone is offline now: the connection it had is down, or the browser says so. */
export const isOffline = (live: LiveState): boolean => live === 'reconnecting';
