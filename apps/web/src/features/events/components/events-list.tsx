import { Anchor } from '@mantine/core';
import type { EventsListItem } from '@orbis/contracts';
import { IconChartLine, IconLayoutDashboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { RowLink } from '../../../components/row-actions';
import { formatCount, formatDate } from '../../../lib/format';
import { useDeleteEvent, useEvents } from '../api/events';
import { dashboardPath, eventReportPath } from '../utils/paths';

/**
 * The host's events (own and co-hosted; an admin's: all): title, date and how many worlds, each
 * opening its dashboard. Deleting one asks first, naming how many worlds go with it.
 */
export function EventsList() {
  const { t, i18n } = useTranslation();
  const events = useEvents();
  // The confirmation names how many worlds go with the event.
  const removal = {
    mutation: useDeleteEvent(),
    name: (x: EventsListItem) => x.title,
    text: (x: EventsListItem) => t('events.confirm_delete', { title: x.title, count: x.worlds }),
  };
  return (
    <DataTable<EventsListItem>
      label="events.title"
      query={events}
      empty="events.empty"
      remove={removal}
      columns={[
        {
          header: 'events.event_title',
          render: (x) => (
            <Anchor component={Link} to={dashboardPath(x.id)} fw={500}>
              {x.title}
            </Anchor>
          ),
        },
        { header: 'events.created', render: (x) => formatDate(x.created_at, i18n.language) },
        { header: 'events.worlds', render: (x) => formatCount(x.worlds, i18n.language) },
      ]}
      actions={(x) => (
        <>
          <RowLink
            label={t('events.open_dashboard', { title: x.title })}
            icon={<IconLayoutDashboard size={18} />}
            to={dashboardPath(x.id)}
            testId="event-open-dashboard"
          />
          <RowLink
            label={t('event_report.open_for', { title: x.title })}
            icon={<IconChartLine size={18} />}
            to={eventReportPath(x.id)}
            testId="event-open-report"
          />
        </>
      )}
    />
  );
}
