import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireRole } from '../../components/require-role';
import { SectionTabs } from '../../components/section-tabs';

const VariablesPresetsList = lazy(() =>
  import('./components/variables-presets-list').then((m) => ({
    default: m.VariablesPresetsList,
  })),
);
const VariablesPresetAdd = lazy(() =>
  import('./components/variables-preset-add').then((m) => ({ default: m.VariablesPresetAdd })),
);
const VariablesPresetEdit = lazy(() =>
  import('./components/variables-preset-edit').then((m) => ({ default: m.VariablesPresetEdit })),
);

/** variables: list, add, edit/{variablesPresetId} (admin only). */
export const variablesRoutes: RouteObject[] = [
  {
    path: 'variables',
    element: (
      <RequireRole role="admin">
        <SectionTabs base="/variables" title="variables.title" />
      </RequireRole>
    ),
    children: [
      { index: true, element: <Navigate to="list" replace /> },
      { path: 'list', element: <VariablesPresetsList /> },
      { path: 'add', element: <VariablesPresetAdd /> },
      { path: 'edit/:variablesPresetId', element: <VariablesPresetEdit /> },
    ],
  },
];
