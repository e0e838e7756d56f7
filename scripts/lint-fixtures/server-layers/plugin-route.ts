// Linted by scripts/lint-rules.test.ts as apps/server/src/plugins/crossing.ts: a plugin
// importing a route, which stands beside it on the modules.
import authRoutes from '../routes/auth/index.js';

export const beside = authRoutes;
