import { useParams } from 'react-router';
import { QueriesState } from '../../../components/query-state';
import { useLanguagesOptions } from '../../../lib/options';
import { useWorldEvent } from '../api/get-world-event';
import { useUpdateWorldEvent } from '../api/update-world-event';
import { eventFormValues } from '../utils/event-form';
import { WorldEventForm } from './world-event-form';

/** A world event of the catalogue, its fields prefilled. */
export function WorldEventEdit() {
  const languages = useLanguagesOptions();
  const event = useWorldEvent(Number(useParams().worldEventId));
  const update = useUpdateWorldEvent();
  return (
    <QueriesState queries={[languages, event]}>
      {([list, stored]) => (
        <WorldEventForm
          key={stored.id}
          languages={list}
          defaultValues={eventFormValues(
            stored,
            list.map((l) => l.code),
          )}
          submitLabel="world_events.update_submit"
          save={update}
          body={(fields) => ({ id: stored.id, ...fields })}
        />
      )}
    </QueriesState>
  );
}
