import fp from 'fastify-plugin';
import type { createClient } from 'redis';

export type RedisClient = ReturnType<typeof createClient>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Connected when REDIS_URL is set, null otherwise. */
    redis: RedisClient | null;
    /** Starts every Redis key and channel of this deployment (REDIS_PREFIX). */
    redisPrefix: string;
  }
}

/** Connects to Redis when a URL is configured; sessions, throttling and real-time events then use it. */
export default fp<{ url: string | null; prefix: string }>(
  async (app, { url, prefix }) => {
    app.decorate('redisPrefix', prefix);
    if (!url) {
      app.decorate('redis', null);
      return;
    }
    // Loaded only when configured: the client library is slow to load.
    const { createClient } = await import('redis');
    const client = createClient({ url });
    client.on('error', (err: unknown) => app.log.error({ err }, 'redis error'));
    await client.connect();
    app.decorate('redis', client);
    app.addHook('onClose', async () => {
      await client.close();
    });
  },
  { name: 'orbis-redis' },
);
