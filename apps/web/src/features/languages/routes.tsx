import type { RouteObject } from 'react-router';

/** The languages screens, under the back-office shell. */
export const languagesRoutes: RouteObject[] = [];
