import type { RedisClient } from '../../plugins/redis.js';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** Failed sign-ins allowed per email and address within the window. */
export const MAX_FAILED_LOGINS = 5;
const WINDOW_SECONDS = 60;

/**
 * Counts failed sign-ins per email and address. Only failures count, so a user who types the
 * right password is never locked out by their own successful sign-ins. Shared through Redis when
 * several processes serve the app.
 */
export class LoginThrottle {
  private readonly limiter: RateLimiterAbstract;

  constructor(redis: RedisClient | null) {
    const opts = { points: MAX_FAILED_LOGINS, duration: WINDOW_SECONDS, keyPrefix: 'orbis:login' };
    this.limiter = redis
      ? new RateLimiterRedis({ ...opts, storeClient: redis, useRedisPackage: true })
      : new RateLimiterMemory(opts);
  }

  /** Seconds until another attempt is allowed, or 0 when attempts remain. */
  async retryAfter(email: string, ip: string): Promise<number> {
    const res = await this.limiter.get(key(email, ip));
    if (!res || res.consumedPoints < MAX_FAILED_LOGINS) return 0;
    return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  }

  /** Records one failed attempt. */
  async fail(email: string, ip: string): Promise<void> {
    await this.limiter.penalty(key(email, ip), 1);
  }

  /** Forgets the failures after a successful sign-in. */
  async reset(email: string, ip: string): Promise<void> {
    await this.limiter.delete(key(email, ip));
  }
}

function key(email: string, ip: string): string {
  return `${email.trim().toLowerCase()}|${ip}`;
}
