import { paths, type WorldEventOption } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The world events a host may fire or schedule: each with its name and its effects. */
export function useWorldEventOptions() {
  return useQuery({
    queryKey: ['world-events', 'options'],
    queryFn: () => api<WorldEventOption[]>(paths.worldEventsOptions),
  });
}
