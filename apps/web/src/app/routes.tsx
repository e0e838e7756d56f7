import type { RouteObject } from 'react-router';
import { Dashboard } from '../features/dashboard/components/dashboard';
import { adminLanguagesRoutes } from '../features/admin-languages/routes';
import { eventsRoutes } from '../features/events/routes';
import { countryPresetsRoutes } from '../features/country-presets/routes';
import { gamesRoutes } from '../features/games/routes';
import { hostsRoutes } from '../features/hosts/routes';
import { gameLanguagesRoutes } from '../features/game-languages/routes';
import { handoutsRoutes } from '../features/handouts/routes';
import { mapBackgroundsRoutes } from '../features/map-backgrounds/routes';
import { mapPlacementRoutes } from '../features/map-placement/routes';
import { reportRoutes } from '../features/report/routes';
import { variablesRoutes } from '../features/variables/routes';
import { worldEventsRoutes } from '../features/world-events/routes';

/**
 * The back-office screens, as children of the shell (spec section 2). Each feature declares its
 * own routes in `features/<area>/routes.tsx`; screens are loaded lazily to keep the first load small.
 */
export const backOfficeRoutes: RouteObject[] = [
  { index: true, element: <Dashboard /> },
  ...hostsRoutes,
  ...countryPresetsRoutes,
  ...variablesRoutes,
  ...worldEventsRoutes,
  ...mapBackgroundsRoutes,
  ...gameLanguagesRoutes,
  ...adminLanguagesRoutes,
  ...gamesRoutes,
  ...eventsRoutes,
  ...reportRoutes,
  ...handoutsRoutes,
  ...mapPlacementRoutes,
];
