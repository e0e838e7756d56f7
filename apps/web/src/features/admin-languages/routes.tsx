import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireRole } from '../../components/require-role';
import { SectionTabs } from '../../components/section-tabs';

const AdminLanguagesList = lazy(() =>
  import('./components/admin-languages-list').then((m) => ({ default: m.AdminLanguagesList })),
);
const AdminLanguageAdd = lazy(() =>
  import('./components/admin-language-add').then((m) => ({ default: m.AdminLanguageAdd })),
);
const AdminLanguageEdit = lazy(() =>
  import('./components/admin-language-edit').then((m) => ({ default: m.AdminLanguageEdit })),
);

/** admin_languages: list, add, edit/{id} (admin only). */
export const adminLanguagesRoutes: RouteObject[] = [
  {
    path: 'admin_languages',
    element: (
      <RequireRole role="admin">
        <SectionTabs base="/admin_languages" title="admin_languages.title" />
      </RequireRole>
    ),
    children: [
      { index: true, element: <Navigate to="list" replace /> },
      { path: 'list', element: <AdminLanguagesList /> },
      { path: 'add', element: <AdminLanguageAdd /> },
      { path: 'edit/:id', element: <AdminLanguageEdit /> },
    ],
  },
];
