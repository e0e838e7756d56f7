import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { createHashRouter } from 'react-router';
import { Preloader } from '../components/preloader';
import { loadBackOfficeLayout } from './first-screen';
import { NotFound } from './not-found';
import { backOfficeRoutes } from './routes';

// The signed-in shell loads lazily, like every screen: the public projector screens then load
// none of its forms, menus, modals and notifications.
const BackOfficeLayout = lazy(() =>
  loadBackOfficeLayout().then((m) => ({ default: m.BackOfficeLayout })),
);

const loading = (element: ReactNode) => (
  <Suspense fallback={<Preloader fullScreen />}>{element}</Suspense>
);

/**
 * The login screen and the projector's screens are apps of their own (main.tsx): reached from
 * here (signed out, the session gone, a link followed in this tab), the page loads again into
 * the app of the address, and nothing of the back-office stays in memory.
 */
function ToOwnApp() {
  useEffect(() => {
    window.location.reload();
  }, []);
  return null;
}

/** Hash routes, as the spec asks: `#/login`, `#/hosts/list`, `#/stats/{gameId}`, ... */
export const router = createHashRouter([
  // The same addresses as app/addresses.ts matches, which main.tsx gives to their own apps.
  ...[
    '/login',
    '/stats/:gameId',
    '/final/:gameId',
    '/turning-points/:gameId',
    '/event/:eventId',
  ].map((path) => ({
    path,
    element: <ToOwnApp />,
  })),
  {
    path: '/',
    element: loading(<BackOfficeLayout />),
    children: [...backOfficeRoutes, { path: '*', element: <NotFound /> }],
  },
]);
