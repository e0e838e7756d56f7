import { lazy } from 'react';
import type { RouteObject } from 'react-router';

/** The final screen's code, loaded when first needed (app/first-screen may start it sooner). */
export const loadFinalScreen = () => import('./components/final-screen');

const FinalScreen = lazy(() => loadFinalScreen().then((m) => ({ default: m.FinalScreen })));

/** /final/{gameId}: the public, dark nominations screen (outside the signed-in shell). */
export const finalRoutes: RouteObject[] = [{ path: '/final/:gameId', element: <FinalScreen /> }];
