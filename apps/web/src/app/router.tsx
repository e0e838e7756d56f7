import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { createHashRouter } from 'react-router';
import { Preloader } from '../components/preloader';
import { finalRoutes } from '../features/final/routes';
import { statsRoutes } from '../features/stats/routes';
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
 * The login screen is an app of its own (main.tsx): reached from here (signed out, or the session
 * gone), the page loads again into it, and nothing of the last user stays in memory.
 */
function ToLoginApp() {
  useEffect(() => {
    window.location.reload();
  }, []);
  return null;
}

/** Hash routes, as the spec asks: `#/login`, `#/hosts/list`, `#/stats/{gameId}`, ... */
export const router = createHashRouter([
  { path: '/login', element: <ToLoginApp /> },
  ...[...statsRoutes, ...finalRoutes].map((route) => ({
    ...route,
    element: loading(route.element),
  })),
  {
    path: '/',
    element: loading(<BackOfficeLayout />),
    children: [...backOfficeRoutes, { path: '*', element: <NotFound /> }],
  },
]);
