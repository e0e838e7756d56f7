import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { Preloader } from '../../components/preloader';

const MapPlacementPage = lazy(() =>
  import('./components/map-placement-page').then((m) => ({ default: m.MapPlacementPage })),
);

/**
 * host/games/map/{gameId}: the countries' places on the projector's map and its background, for
 * the game's host, a co-host or an admin (the server refuses the others' save).
 */
export const mapPlacementRoutes: RouteObject[] = [
  {
    path: 'host/games/map/:gameId',
    element: (
      <Suspense fallback={<Preloader />}>
        <MapPlacementPage />
      </Suspense>
    ),
  },
];
