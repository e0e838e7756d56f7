import { lazy } from 'react';
import type { RouteObject } from 'react-router';

/** The stats screen's code, loaded when first needed (app/first-screen may start it sooner). */
export const loadStatsScreen = () => import('./components/stats-screen');

const StatsScreen = lazy(() => loadStatsScreen().then((m) => ({ default: m.StatsScreen })));

/** /stats/{gameId}: the public, dark stats screen for a projector (outside the signed-in shell). */
export const statsRoutes: RouteObject[] = [{ path: '/stats/:gameId', element: <StatsScreen /> }];
