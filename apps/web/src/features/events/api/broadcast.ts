import { paths, type EventBroadcastBody, type EventBroadcastResult } from '@orbis/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { eventDashboardKey, hostGamesKey } from '../../../lib/query-keys';

/**
 * Sends one action to the ticked worlds; each world answers as its own screen's call would, so
 * a refusal is a result, not a failure. The tiles are read again at once.
 */
export function useBroadcast(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<EventBroadcastBody, 'eventId'>) =>
      api<EventBroadcastResult>(paths.hostEventsBroadcast, { body: { ...body, eventId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: eventDashboardKey(eventId) });
      void queryClient.invalidateQueries({ queryKey: hostGamesKey });
    },
  });
}
