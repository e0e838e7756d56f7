import { paths, type WorldEventListItem } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const worldEventsKey = ['world-events'] as const;

/** Every world event of the catalogue, by name. */
export function useWorldEvents() {
  return useQuery({
    queryKey: worldEventsKey,
    queryFn: () => api<WorldEventListItem[]>(paths.worldEventsList),
  });
}
