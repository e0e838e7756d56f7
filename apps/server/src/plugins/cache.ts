import type { FastifyInstance, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { attachCache, CACHE_GROUPS, SharedCache, type CacheGroup } from '../modules/cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Rarely changing values, invalidated by the writes that change them (modules/cache.ts). */
    cache: SharedCache;
  }
}

/** The shared cache of this app, on its database and, when configured, Redis. */
export default fp(
  async (app) => {
    const cache = new SharedCache(app.redis, app.redisPrefix);
    attachCache(app.db, cache);
    app.decorate('cache', cache);
    // Seeding at this process's start may have added labels or messages: other processes
    // running already must not keep their copies.
    await cache.invalidate(...CACHE_GROUPS);
  },
  { name: 'orbis-cache', dependencies: ['orbis-db', 'orbis-redis'] },
);

/**
 * Has every POST of the routes plugin `app` (its writes) invalidate `groups` once it is done and
 * before it answers, so no write of the plugin can forget to.
 */
export function invalidateOnWrite(app: FastifyInstance, ...groups: CacheGroup[]): void {
  const invalidate: onSendHookHandler = (_req, _reply, payload, done) => {
    app.cache.invalidate(...groups).then(
      () => done(null, payload),
      (err: unknown) => done(err as Error),
    );
  };
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().includes('POST'))
      route.onSend = [...[route.onSend ?? []].flat(), invalidate];
  });
}
