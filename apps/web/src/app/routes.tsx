import type { RouteObject } from 'react-router';
import { Dashboard } from '../features/dashboard/components/dashboard';

/**
 * The back-office screens, as children of the shell (spec section 2). Each feature adds its own
 * routes here.
 */
export const backOfficeRoutes: RouteObject[] = [{ index: true, element: <Dashboard /> }];
