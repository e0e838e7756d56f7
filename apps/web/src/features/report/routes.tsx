import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { Preloader } from '../../components/preloader';

const GameReportPage = lazy(() =>
  import('./components/game-report-page').then((m) => ({ default: m.GameReportPage })),
);

/** host/games/report/{gameId}: a game's debrief, for its host or an admin; prints on A4. */
export const reportRoutes: RouteObject[] = [
  {
    path: 'host/games/report/:gameId',
    element: (
      <Suspense fallback={<Preloader />}>
        <GameReportPage />
      </Suspense>
    ),
  },
];
