import { paths, type CreatedResponse, type HostAddBody } from '@orbis/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { hostsKey } from './get-hosts';

/** Adds a host and refreshes the list. */
export function useAddHost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HostAddBody) => api<CreatedResponse>(paths.hostsAdd, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hostsKey }),
  });
}
