import { paths, type HostListItem } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const hostsKey = ['hosts'] as const;

/** Every active host. */
export function useHosts() {
  return useQuery({ queryKey: hostsKey, queryFn: () => api<HostListItem[]>(paths.hostsList) });
}
