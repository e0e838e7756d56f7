import fp from 'fastify-plugin';
import { Cache, CACHE_GROUPS } from '../modules/cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The kept values and answers of this app, dropped by the writes that change them. */
    cache: Cache;
  }
}

/** The app's cache (modules/cache.ts), on this process and, when configured, Redis. */
export default fp(
  async (app) => {
    const cache = new Cache(app.redis, app.redisPrefix, (err) =>
      app.log.warn({ err }, 'redis unavailable: other processes will hear of this write later'),
    );
    app.decorate('cache', cache);
    // Seeding at this process's start may have added labels or messages: other processes
    // running already must not keep their copies.
    await cache.invalidate(...CACHE_GROUPS);
  },
  { name: 'orbis-cache', dependencies: ['orbis-redis'] },
);
