import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const FinalScreen = lazy(() =>
  import('./components/final-screen').then((m) => ({ default: m.FinalScreen })),
);

/** /final/{gameId}: the public, dark nominations screen (outside the signed-in shell). */
export const finalRoutes: RouteObject[] = [{ path: '/final/:gameId', element: <FinalScreen /> }];
