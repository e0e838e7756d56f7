import { QueryState } from '../../../components/query-state';
import { useLanguagesOptions } from '../../../lib/options';
import { useAddWorldEvent } from '../api/add-world-event';
import { blankEvent } from '../utils/event-form';
import { WorldEventForm } from './world-event-form';

/** A new world event: its name, a headline per game language and its effects. */
export function WorldEventAdd() {
  const languages = useLanguagesOptions();
  const add = useAddWorldEvent();
  return (
    <QueryState query={languages}>
      {(list) => (
        <WorldEventForm
          languages={list}
          defaultValues={blankEvent(list.map((l) => l.code))}
          submitLabel="world_events.add_submit"
          save={add}
          body={(event) => event}
        />
      )}
    </QueryState>
  );
}
