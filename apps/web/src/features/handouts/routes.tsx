import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { Preloader } from '../../components/preloader';

const HandoutsPage = lazy(() =>
  import('./components/handouts-page').then((m) => ({ default: m.HandoutsPage })),
);

/** host/games/handouts/{gameId}: a card per team to print, two to an A4 page. */
export const handoutsRoutes: RouteObject[] = [
  {
    path: 'host/games/handouts/:gameId',
    element: (
      <Suspense fallback={<Preloader />}>
        <HandoutsPage />
      </Suspense>
    ),
  },
];
