// Linted by scripts/lint-rules.test.ts as apps/server/src/db/crossing.ts: the database layer
// importing every layer above it, each import a crossing.
import { insertUser } from '../modules/users/repository.js';
import { signIn } from '../plugins/auth.js';
import authRoutes from '../routes/auth/index.js';
import { buildApp } from '../app.js';

export const above = [insertUser, signIn, authRoutes, buildApp];
