import { channels, paths, type EventWorldCreated } from '@orbis/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLiveQueries } from '../../../lib/realtime/use-live-queries';
import { eventDashboardQuery } from '../../../lib/event-dashboard';
import { eventDashboardKey, eventsKey, hostGamesKey } from '../../../lib/query-keys';
import { anyClockRuns } from '../utils/world-facts';

/** While a world's clock runs, flags that come with time (late orders, offline) show by then. */
const CLOCK_REFETCH_MS = 10_000;

/** The event and a tile per world the caller may see; read again every 10 s while a clock runs. */
export function useEventDashboard(eventId: number) {
  return useQuery({
    ...eventDashboardQuery(eventId),
    refetchInterval: (query) =>
      query.state.data && anyClockRuns(query.state.data.worlds) ? CLOCK_REFETCH_MS : false,
  });
}

/**
 * Keeps the dashboard current: `event-changed` comes on every change of one of its worlds
 * (orders, rounds, clock, presence, promises, events), and a burst of them reads it once more.
 * Returns the connection state to show.
 */
export function useLiveEventDashboard(eventId: number) {
  return useLiveQueries({
    channels: [channels.event(eventId)],
    queryKeys: [eventDashboardKey(eventId)],
    enabled: Number.isSafeInteger(eventId) && eventId > 0,
  });
}

/** One more world from the event's template (its owner); the tiles and lists gain it. */
export function useAddWorld(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<EventWorldCreated>(paths.hostEventsWorldsAdd, { body: { eventId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: eventsKey });
      void queryClient.invalidateQueries({ queryKey: hostGamesKey });
    },
  });
}

/** Names a host co-host of every world of the event by email; a refusal shows under the field. */
export function useAddEventCohost(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api(paths.hostEventsCohostsAdd, { body: { eventId, email } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: eventDashboardKey(eventId) });
      void queryClient.invalidateQueries({ queryKey: hostGamesKey });
    },
  });
}

/** Removes a co-host from every world of the event; the panel and the games list drop them. */
export function useRemoveEventCohost(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hostId: number) =>
      api(paths.hostEventsCohostsRemove, { body: { eventId, hostId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: eventDashboardKey(eventId) });
      void queryClient.invalidateQueries({ queryKey: hostGamesKey });
    },
  });
}

/**
 * Gives every team of each of `gameIds` a new access code, one world's call at a time in
 * parallel (each world is its own transaction, as a broadcast's): answers the worlds that
 * refused, so that the lead knows which still have the old codes.
 */
export function useRenewWorldsCodes(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (gameIds: readonly number[]) => {
      const answers = await Promise.allSettled(
        gameIds.map((gameId) => api(paths.hostGamesAccessCode, { body: { gameId } })),
      );
      return gameIds.filter((_, i) => answers[i]?.status === 'rejected');
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: eventDashboardKey(eventId) }),
  });
}
