import type { RouteObject } from 'react-router';
import { Dashboard } from '../features/dashboard/components/dashboard';
import { adminLanguagesRoutes } from '../features/admin-languages/routes';
import { countriesRoutes } from '../features/countries/routes';
import { hostsRoutes } from '../features/hosts/routes';
import { languagesRoutes } from '../features/languages/routes';
import { variablesRoutes } from '../features/variables/routes';

/**
 * The back-office screens, as children of the shell (spec section 2). Each feature declares its
 * own routes in `features/<area>/routes.tsx`; screens are loaded lazily to keep the first load small.
 */
export const backOfficeRoutes: RouteObject[] = [
  { index: true, element: <Dashboard /> },
  ...hostsRoutes,
  ...countriesRoutes,
  ...variablesRoutes,
  ...languagesRoutes,
  ...adminLanguagesRoutes,
];
