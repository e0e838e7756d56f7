import { lazy, Suspense, type ReactNode } from 'react';
import { createHashRouter } from 'react-router';
import { Preloader } from '../components/preloader';
import { finalRoutes } from '../features/final/routes';
import { statsRoutes } from '../features/stats/routes';
import { loadBackOfficeLayout, loadLoginPage } from './first-screen';
import { NotFound } from './not-found';
import { backOfficeRoutes } from './routes';

// The login screen and the signed-in shell load lazily, like every screen: the public projector
// screens then load neither (nor their forms, menus, modals and notifications).
const LoginPage = lazy(() => loadLoginPage().then((m) => ({ default: m.LoginPage })));
const BackOfficeLayout = lazy(() =>
  loadBackOfficeLayout().then((m) => ({ default: m.BackOfficeLayout })),
);

const loading = (element: ReactNode) => (
  <Suspense fallback={<Preloader fullScreen />}>{element}</Suspense>
);

/** Hash routes, as the spec asks: `#/login`, `#/hosts/list`, `#/stats/{gameId}`, ... */
export const router = createHashRouter([
  { path: '/login', element: loading(<LoginPage />) },
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
