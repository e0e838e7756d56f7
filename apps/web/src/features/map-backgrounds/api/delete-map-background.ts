import { paths, type MapBackgroundOption } from '@orbis/contracts';
import { useDeleteItem } from '../../../lib/mutations';
import { mapBackgroundsKey } from '../../../lib/query-keys';

/** Deletes a map background; the row disappears from the list at once. */
export function useDeleteMapBackground() {
  return useDeleteItem<MapBackgroundOption[]>({
    path: paths.mapBackgroundsDelete,
    key: mapBackgroundsKey,
    remove: (rows, id) => rows.filter((row) => row.value !== id),
  });
}
