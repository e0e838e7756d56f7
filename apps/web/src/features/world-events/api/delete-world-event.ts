import { paths } from '@orbis/contracts';
import { useDeleteItem } from '../../../lib/mutations';
import { worldEventsKey } from './get-world-events';

/** Deletes a world event; the row disappears from the list at once. */
export function useDeleteWorldEvent() {
  return useDeleteItem({ path: paths.worldEventsDelete, key: worldEventsKey });
}
