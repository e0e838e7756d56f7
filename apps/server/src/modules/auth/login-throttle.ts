import type { RedisClient } from '../../plugins/redis.js';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** Failed sign-ins allowed per email and address within the window. */
export const MAX_FAILED_LOGINS = 5;
const WINDOW_SECONDS = 60;

/**
 * Counts sign-in attempts per email and address. Each attempt takes a point before the password
 * is checked (atomically, so parallel requests cannot all slip through); a success gives them all
 * back, so only failures accumulate. Shared through Redis when several processes serve the app.
 */
export class LoginThrottle {
  private readonly limiter: RateLimiterAbstract;

  constructor(redis: RedisClient | null) {
    const opts = { points: MAX_FAILED_LOGINS, duration: WINDOW_SECONDS, keyPrefix: 'orbis:login' };
    this.limiter = redis
      ? new RateLimiterRedis({ ...opts, storeClient: redis, useRedisPackage: true })
      : new RateLimiterMemory(opts);
  }

  /**
   * Takes one attempt. Returns 0 when it is allowed, or the seconds to wait when the email has
   * used up its attempts from this address.
   */
  async take(email: string, ip: string): Promise<number> {
    try {
      await this.limiter.consume(key(email, ip), 1);
      return 0;
    } catch (err) {
      if (err instanceof RateLimiterRes) return Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      throw err;
    }
  }

  /** Forgets the attempts after a successful sign-in. */
  async reset(email: string, ip: string): Promise<void> {
    await this.limiter.delete(key(email, ip));
  }
}

function key(email: string, ip: string): string {
  return `${email.trim().toLowerCase()}|${ip}`;
}
