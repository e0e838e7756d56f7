import { paths, type HostGetResponse } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { hostsKey } from './get-hosts';

/** One host's editable profile. */
export function useHost(id: number) {
  return useQuery({
    queryKey: [...hostsKey, id],
    queryFn: () => api<HostGetResponse>(`${paths.hostsGet}?id=${id}`),
  });
}
