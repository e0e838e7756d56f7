import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { Preloader } from '../../components/preloader';

const GameReportPage = lazy(() =>
  import('./components/game-report-page').then((m) => ({ default: m.GameReportPage })),
);
const CertificatesPage = lazy(() =>
  import('./components/certificates-page').then((m) => ({ default: m.CertificatesPage })),
);

/**
 * host/games/report/{gameId}: a game's debrief, for its host or an admin; prints on A4. And
 * host/games/certificates/{gameId}: one A4 landscape certificate per team, once it is over.
 */
export const reportRoutes: RouteObject[] = [
  {
    path: 'host/games/report/:gameId',
    element: (
      <Suspense fallback={<Preloader />}>
        <GameReportPage />
      </Suspense>
    ),
  },
  {
    path: 'host/games/certificates/:gameId',
    element: (
      <Suspense fallback={<Preloader />}>
        <CertificatesPage />
      </Suspense>
    ),
  },
];
