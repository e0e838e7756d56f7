import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { Preloader } from '../../components/preloader';
import { RequireRole } from '../../components/require-role';
import { SectionTabs } from '../../components/section-tabs';
import { useCurrentUser } from '../../lib/current-user';
import type { ScreenHandle } from '../../lib/screen-handle';

const EventsList = lazy(() =>
  import('./components/events-list').then((m) => ({ default: m.EventsList })),
);
const EventAdd = lazy(() =>
  import('./components/event-add').then((m) => ({ default: m.EventAdd })),
);

const EventDashboardScreen = lazy(() =>
  import('./components/dashboard/event-dashboard').then((m) => ({
    default: m.EventDashboardScreen,
  })),
);

const EventReportPage = lazy(() =>
  import('./components/report/event-report-page').then((m) => ({ default: m.EventReportPage })),
);

/** The events' tabs: "new event" only for hosts (an admin sees every event but makes none). */
function EventsSection() {
  const role = useCurrentUser().data?.role;
  return (
    <SectionTabs
      base="/host/events"
      title="events.title"
      addLabel="events.add_tab"
      canAdd={role === 'host'}
    />
  );
}

/**
 * host/events: list, add, dashboard/{eventId} and report/{eventId} (the worlds compared). A host sees its own and co-hosted events; an
 * admin sees every event and its dashboard, but only hosts make events.
 */
export const eventsRoutes: RouteObject[] = [
  {
    path: 'host/events',
    element: <EventsSection />,
    children: [
      { index: true, element: <Navigate to="list" replace /> },
      { path: 'list', element: <EventsList /> },
      {
        path: 'add',
        element: (
          <RequireRole role="host">
            <EventAdd />
          </RequireRole>
        ),
      },
      {
        path: 'dashboard/:eventId',
        element: <EventDashboardScreen />,
        handle: { wide: true } satisfies ScreenHandle,
      },
    ],
  },
  // A page for paper, as a game's report: without the section's tabs.
  {
    path: 'host/events/report/:eventId',
    element: (
      <Suspense fallback={<Preloader />}>
        <EventReportPage />
      </Suspense>
    ),
  },
];
