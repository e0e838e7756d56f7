import { paths, type HostDetailResponse } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { hostsKey } from './get-hosts';

export const hostDetailKey = (id: number) => [...hostsKey, id, 'detail'] as const;

/** A host's header and games. */
export function useHostDetail(id: number) {
  return useQuery({
    queryKey: hostDetailKey(id),
    queryFn: () => api<HostDetailResponse>(`${paths.hostsDetail}?id=${id}`),
  });
}
