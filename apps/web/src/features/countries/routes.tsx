import type { RouteObject } from 'react-router';

/** The countries screens, under the back-office shell. */
export const countriesRoutes: RouteObject[] = [];
