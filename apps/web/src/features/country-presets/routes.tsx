import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireRole } from '../../components/require-role';
import { SectionTabs } from '../../components/section-tabs';

const CountriesList = lazy(() =>
  import('./components/countries-list').then((m) => ({ default: m.CountriesList })),
);
const CountryAdd = lazy(() =>
  import('./components/country-add').then((m) => ({ default: m.CountryAdd })),
);
const CountryEdit = lazy(() =>
  import('./components/country-edit').then((m) => ({ default: m.CountryEdit })),
);

/** countries: list, add, edit/{countryId} (admin only). */
export const countryPresetsRoutes: RouteObject[] = [
  {
    path: 'countries',
    element: (
      <RequireRole role="admin">
        <SectionTabs base="/countries" title="countries.title" />
      </RequireRole>
    ),
    children: [
      { index: true, element: <Navigate to="list" replace /> },
      { path: 'list', element: <CountriesList /> },
      { path: 'add', element: <CountryAdd /> },
      { path: 'edit/:countryId', element: <CountryEdit /> },
    ],
  },
];
