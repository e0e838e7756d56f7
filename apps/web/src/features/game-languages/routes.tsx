import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireRole } from '../../components/require-role';
import { SectionTabs } from '../../components/section-tabs';

const LanguagesList = lazy(() =>
  import('./components/languages-list').then((m) => ({ default: m.LanguagesList })),
);
const LanguageAdd = lazy(() =>
  import('./components/language-add').then((m) => ({ default: m.LanguageAdd })),
);
const LanguageEdit = lazy(() =>
  import('./components/language-edit').then((m) => ({ default: m.LanguageEdit })),
);

/** languages: list, add, edit/{id} (admin only). */
export const gameLanguagesRoutes: RouteObject[] = [
  {
    path: 'languages',
    element: (
      <RequireRole role="admin">
        <SectionTabs base="/languages" title="languages.title" />
      </RequireRole>
    ),
    children: [
      { index: true, element: <Navigate to="list" replace /> },
      { path: 'list', element: <LanguagesList /> },
      { path: 'add', element: <LanguageAdd /> },
      { path: 'edit/:id', element: <LanguageEdit /> },
    ],
  },
];
