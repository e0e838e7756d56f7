import { paths, type CreatedResponse, type WorldEventAddBody } from '@orbis/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { worldEventsKey } from './get-world-events';

/** Adds a world event to the catalogue and refreshes the list. */
export function useAddWorldEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WorldEventAddBody) => api<CreatedResponse>(paths.worldEventsAdd, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: worldEventsKey }),
  });
}
