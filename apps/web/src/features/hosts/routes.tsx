import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireRole } from '../../components/require-role';
import { SectionTabs } from '../../components/section-tabs';

const HostsList = lazy(() =>
  import('./components/hosts-list').then((m) => ({ default: m.HostsList })),
);
const HostAdd = lazy(() => import('./components/host-add').then((m) => ({ default: m.HostAdd })));
const HostEdit = lazy(() =>
  import('./components/host-edit').then((m) => ({ default: m.HostEdit })),
);
const HostInfo = lazy(() =>
  import('./components/host-info').then((m) => ({ default: m.HostInfo })),
);

/** hosts: list, add, edit/{id}, info/{id} (admin only). */
export const hostsRoutes: RouteObject[] = [
  {
    path: 'hosts',
    element: (
      <RequireRole role="admin">
        <SectionTabs base="/hosts" title="hosts.title" />
      </RequireRole>
    ),
    children: [
      { index: true, element: <Navigate to="list" replace /> },
      { path: 'list', element: <HostsList /> },
      { path: 'add', element: <HostAdd /> },
      { path: 'edit/:id', element: <HostEdit /> },
      { path: 'info/:id', element: <HostInfo /> },
    ],
  },
];
