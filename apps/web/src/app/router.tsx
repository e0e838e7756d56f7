import { createHashRouter } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page';
import { BackOfficeLayout } from './layout/back-office-layout';
import { NotFound } from './not-found';
import { backOfficeRoutes } from './routes';

/** Hash routes, as the spec asks: `#/login`, `#/hosts/list`, ... */
export const router = createHashRouter([
  { path: '/login', element: <LoginPage /> },
  {
    path: '/',
    element: <BackOfficeLayout />,
    children: [...backOfficeRoutes, { path: '*', element: <NotFound /> }],
  },
]);
