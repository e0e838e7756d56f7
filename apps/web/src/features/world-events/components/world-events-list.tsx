import type { WorldEventListItem } from '@orbis/contracts';
import { DataTable } from '../../../components/data-table';
import { useDeleteWorldEvent } from '../api/delete-world-event';
import { useWorldEvents } from '../api/get-world-events';

/** The world events catalogue, each with edit and delete (which asks first). */
export function WorldEventsList() {
  const events = useWorldEvents();
  const remove = useDeleteWorldEvent();
  return (
    <DataTable<WorldEventListItem>
      label="world_events.title"
      query={events}
      empty="world_events.empty"
      edit={(e) => `/world_events/edit/${e.id}`}
      remove={{ mutation: remove, name: (e) => e.name }}
      columns={[{ header: 'world_events.name', render: (e) => e.name }]}
    />
  );
}
