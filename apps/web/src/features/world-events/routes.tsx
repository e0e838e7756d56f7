import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireRole } from '../../components/require-role';
import { SectionTabs } from '../../components/section-tabs';

const WorldEventsList = lazy(() =>
  import('./components/world-events-list').then((m) => ({ default: m.WorldEventsList })),
);
const WorldEventAdd = lazy(() =>
  import('./components/world-event-add').then((m) => ({ default: m.WorldEventAdd })),
);
const WorldEventEdit = lazy(() =>
  import('./components/world-event-edit').then((m) => ({ default: m.WorldEventEdit })),
);

/** world_events: list, add, edit/{worldEventId} (admin only), as the variables presets. */
export const worldEventsRoutes: RouteObject[] = [
  {
    path: 'world_events',
    element: (
      <RequireRole role="admin">
        <SectionTabs base="/world_events" title="world_events.title" />
      </RequireRole>
    ),
    children: [
      { index: true, element: <Navigate to="list" replace /> },
      { path: 'list', element: <WorldEventsList /> },
      { path: 'add', element: <WorldEventAdd /> },
      { path: 'edit/:worldEventId', element: <WorldEventEdit /> },
    ],
  },
];
