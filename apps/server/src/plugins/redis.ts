import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { RedisClient } from '../redis-client.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Connected when REDIS_URL is set, null otherwise. */
    redis: RedisClient | null;
    /** Starts every Redis key and channel of this deployment (REDIS_PREFIX). */
    redisPrefix: string;
  }
}

/**
 * Connects to Redis when a URL is configured; sessions, throttling and real-time events then use
 * it. When Redis goes away the client reconnects by itself. Meanwhile its commands fail at once
 * (no offline queue), so the calls that need Redis answer 503 instead of waiting.
 */
export default fp<{ url: string | null; prefix: string }>(
  async (app, { url, prefix }) => {
    app.decorate('redisPrefix', prefix);
    if (!url) {
      app.decorate('redis', null);
      return;
    }
    // Loaded only when configured: the client library is slow to load.
    const { createClient } = await import('redis');
    const client = createClient({ url, disableOfflineQueue: true });
    reportOutages(client, app.log, 'redis');
    await client.connect();
    app.decorate('redis', client);
    app.addHook('onClose', () => closeRedis(client));
  },
  { name: 'orbis-redis' },
);

/**
 * Logs `client`'s errors: the first of an outage as a warning (as a lost database connection is:
 * the server answers 503 meanwhile and recovers by itself, so there is no bug to report), the
 * retries that follow at debug level (it reconnects every 2 s or so), and its return. Without a
 * listener an `error` event would end the process.
 */
export function reportOutages(client: RedisClient, log: FastifyBaseLogger, name: string): void {
  let down = false;
  client.on('error', (err: unknown) => {
    if (down) return log.debug({ err }, `${name}: still unavailable`);
    down = true;
    log.warn({ err }, `${name}: connection lost, reconnecting`);
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info(`${name}: connection back`);
  });
}

/** How long closing waits for commands already sent to Redis to be answered. */
const CLOSE_WAIT_MS = 2000;

/** Closes `client` once its sent commands are answered, or at once when Redis is away. */
export async function closeRedis(client: RedisClient): Promise<void> {
  if (!client.isOpen) return;
  if (!client.isReady) return client.destroy();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>(
    (resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS, 'late')),
  );
  const closed = await Promise.race([client.close(), late]);
  clearTimeout(timer);
  // Closing has begun, so the client counts as closed: destroying it still fails the commands
  // left waiting, then throws that it is closed.
  if (closed === 'late') {
    try {
      client.destroy();
    } catch {
      // Already closing.
    }
  }
}
