import type { RouteObject } from 'react-router';

/** The admin-languages screens, under the back-office shell. */
export const adminLanguagesRoutes: RouteObject[] = [];
