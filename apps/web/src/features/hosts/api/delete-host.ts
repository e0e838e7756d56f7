import { paths } from '@orbis/contracts';
import { useDeleteItem } from '../../../lib/mutations';
import { hostsKey } from './get-hosts';

/** Deletes a host; the row disappears from the list at once. */
export function useDeleteHost() {
  return useDeleteItem({ path: paths.hostsDelete, key: hostsKey });
}
