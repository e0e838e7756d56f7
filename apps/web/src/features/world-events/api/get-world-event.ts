import { paths, type WorldEventResponse } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { worldEventsKey } from './get-world-events';

/** One world event with its texts and effects. */
export function useWorldEvent(id: number) {
  return useQuery({
    queryKey: [...worldEventsKey, id],
    queryFn: () => api<WorldEventResponse>(`${paths.worldEventsGet}?id=${id}`),
  });
}
