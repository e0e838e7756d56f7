import { paths, type HostUpdateBody } from '@orbis/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { hostsKey } from './get-hosts';

/** Updates a host and refreshes everything cached about hosts. */
export function useUpdateHost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HostUpdateBody) => api(paths.hostsUpdate, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hostsKey }),
  });
}
