// Linted by scripts/lint-rules.test.ts as apps/server/src/modules/auth/crossing.ts: a module
// importing the layers above it (the Redis client's type once came from its plugin this way).
import type { RedisClient } from '../../plugins/redis.js';
import authRoutes from '../../routes/auth/index.js';
import { buildApp } from '../../app.js';

export const above = [authRoutes, buildApp];
export type Above = RedisClient;
