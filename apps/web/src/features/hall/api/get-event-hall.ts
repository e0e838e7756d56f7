import { channels, eventHallPath, type EventHall } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../../lib/api-client';
import type { LiveState } from '../../../lib/realtime/socket';
import { useLiveQueries } from '../../../lib/realtime/use-live-queries';

/** The hall's screen of one event. */
export const eventHallKey = (eventId: number) => ['event-hall', eventId] as const;

/** The query of an event's hall screen (public). */
export const eventHallQuery = (eventId: number) => ({
  queryKey: eventHallKey(eventId),
  queryFn: () => api<EventHall>(eventHallPath(eventId)),
});

/** While the live connection is down, the screen asks again this often on its own. */
const OFFLINE_REFRESH_MS = 10_000;

/**
 * While live, the screen still asks now and then: a world added to the event or deleted from it
 * is told on no public channel.
 */
const LIVE_REFRESH_MS = 60_000;

/**
 * An event's hall screen (public), kept current: refetched when any world's public channel
 * (`game.{gameId}`: rounds started and ended, world events, the reveal) tells of a change, once
 * after every reconnect, and polled often only while the connection is down.
 */
export function useEventHall(eventId: number) {
  const live = useRef<LiveState>('connecting');
  const query = useQuery({
    ...eventHallQuery(eventId),
    refetchInterval: () => (live.current === 'live' ? LIVE_REFRESH_MS : OFFLINE_REFRESH_MS),
  });
  const worlds = query.data?.worlds.map((w) => w.gameId) ?? [];
  const state = useLiveQueries({
    channels: worlds.map((gameId) => channels.game(gameId)),
    queryKeys: [eventHallKey(eventId)],
    // As on the stats screen: the connection starts once the first figures have come.
    enabled: worlds.length > 0,
  });
  useEffect(() => {
    live.current = state;
  }, [state]);
  return { query, live: state };
}
