import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { Preloader } from '../../components/preloader';

const HandoutsPage = lazy(() =>
  import('./components/handouts-page').then((m) => ({ default: m.HandoutsPage })),
);
const EventHandoutsPage = lazy(() =>
  import('./components/event-handouts-page').then((m) => ({ default: m.EventHandoutsPage })),
);

/**
 * host/games/handouts/{gameId}: a card per team to print, two to an A4 page; and
 * host/events/handouts/{eventId}: every world's cards, each world from a new page.
 */
export const handoutsRoutes: RouteObject[] = [
  {
    path: 'host/games/handouts/:gameId',
    element: (
      <Suspense fallback={<Preloader />}>
        <HandoutsPage />
      </Suspense>
    ),
  },
  {
    path: 'host/events/handouts/:eventId',
    element: (
      <Suspense fallback={<Preloader />}>
        <EventHandoutsPage />
      </Suspense>
    ),
  },
];
