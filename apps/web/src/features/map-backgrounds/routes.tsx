import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireRole } from '../../components/require-role';
import { SectionTabs } from '../../components/section-tabs';

const MapBackgroundsList = lazy(() =>
  import('./components/map-backgrounds-list').then((m) => ({ default: m.MapBackgroundsList })),
);
const MapBackgroundAdd = lazy(() =>
  import('./components/map-background-add').then((m) => ({ default: m.MapBackgroundAdd })),
);

/** map_backgrounds: list, add (admin only). A background is replaced by adding another. */
export const mapBackgroundsRoutes: RouteObject[] = [
  {
    path: 'map_backgrounds',
    element: (
      <RequireRole role="admin">
        <SectionTabs base="/map_backgrounds" title="map_backgrounds.title" />
      </RequireRole>
    ),
    children: [
      { index: true, element: <Navigate to="list" replace /> },
      { path: 'list', element: <MapBackgroundsList /> },
      { path: 'add', element: <MapBackgroundAdd /> },
    ],
  },
];
