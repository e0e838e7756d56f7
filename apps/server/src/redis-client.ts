// The Redis client's type, below every layer that holds one: plugins/redis.ts connects it, and
// the modules that throttle or keep answers are handed it without importing the plugin.
import type { createClient } from 'redis';

export type RedisClient = ReturnType<typeof createClient>;
