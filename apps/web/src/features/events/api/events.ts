import { paths, type EventAddBody, type EventCreated, type EventsListItem } from '@orbis/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useDeleteItem } from '../../../lib/mutations';
import { eventsKey, hostGamesKey } from '../../../lib/query-keys';

/** The host's own and co-hosted events (an admin's: all), newest first. */
export function useEvents() {
  return useQuery({
    queryKey: eventsKey,
    queryFn: () => api<EventsListItem[]>(paths.hostEventsList),
  });
}

/** Makes an event's worlds from a template; the games list gains them too. */
export function useAddEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventAddBody) => api<EventCreated>(paths.hostEventsAdd, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: eventsKey });
      void queryClient.invalidateQueries({ queryKey: hostGamesKey });
    },
  });
}

/** Deletes an event with its worlds; the row disappears from the list at once. */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  const remove = useDeleteItem({ path: paths.hostEventsDelete, key: eventsKey });
  return {
    ...remove,
    mutate: (id: number) =>
      remove.mutate(id, {
        onSuccess: () => void queryClient.invalidateQueries({ queryKey: hostGamesKey }),
      }),
  };
}
