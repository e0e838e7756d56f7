import type { RedisClient } from '../../redis-client.js';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/**
 * Counts attempts per key in a fixed window. Each attempt takes a point before it is checked
 * (atomically, so parallel requests cannot all slip through); a success gives its point back,
 * so only failures accumulate. Shared through Redis when several processes serve the app.
 */
export class AttemptThrottle {
  private readonly limiter: RateLimiterAbstract;

  constructor(
    redis: RedisClient | null,
    opts: { points: number; windowSeconds: number; keyPrefix: string },
  ) {
    const options = {
      points: opts.points,
      duration: opts.windowSeconds,
      keyPrefix: opts.keyPrefix,
    };
    this.limiter = redis
      ? new RateLimiterRedis({ ...options, storeClient: redis, useRedisPackage: true })
      : new RateLimiterMemory(options);
  }

  /** Takes one attempt: 0 when it is allowed, else the seconds until the window is over. */
  async take(key: string): Promise<number> {
    try {
      await this.limiter.consume(key, 1);
      return 0;
    } catch (err) {
      if (err instanceof RateLimiterRes) return Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      throw err;
    }
  }

  /** Gives back the point of an attempt that succeeded; earlier failures still count. */
  async giveBack(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }

  /** Forgets every attempt of `key`. */
  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}
