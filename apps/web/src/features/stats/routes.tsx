import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const StatsScreen = lazy(() =>
  import('./components/stats-screen').then((m) => ({ default: m.StatsScreen })),
);

/** /stats/{gameId}: the public, dark stats screen for a projector (outside the signed-in shell). */
export const statsRoutes: RouteObject[] = [{ path: '/stats/:gameId', element: <StatsScreen /> }];
