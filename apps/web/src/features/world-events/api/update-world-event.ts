import { paths, type WorldEventUpdateBody } from '@orbis/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { worldEventsKey } from './get-world-events';

/** Replaces a world event and refreshes everything cached about the catalogue. */
export function useUpdateWorldEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WorldEventUpdateBody) => api(paths.worldEventsUpdate, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: worldEventsKey }),
  });
}
