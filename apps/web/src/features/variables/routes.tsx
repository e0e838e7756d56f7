import type { RouteObject } from 'react-router';

/** The variables screens, under the back-office shell. */
export const variablesRoutes: RouteObject[] = [];
