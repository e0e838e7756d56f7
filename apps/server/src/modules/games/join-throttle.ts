import type { RedisClient } from '../../plugins/redis.js';
import { AttemptThrottle } from '../auth/attempt-throttle.js';

/** Wrong codes allowed per game and address within the window. */
export const MAX_FAILED_JOINS = 10;
const WINDOW_SECONDS = 60;

/**
 * Counts joins per game and address: after MAX_FAILED_JOINS wrong codes within the window, every
 * join to that game from that address is refused until the window is over, right code or not.
 */
export class JoinThrottle {
  private readonly attempts: AttemptThrottle;

  /** `redisPrefix` starts the Redis keys (REDIS_PREFIX). */
  constructor(redis: RedisClient | null, redisPrefix: string) {
    this.attempts = new AttemptThrottle(redis, {
      points: MAX_FAILED_JOINS,
      windowSeconds: WINDOW_SECONDS,
      keyPrefix: `${redisPrefix}join`,
    });
  }

  /** Takes one attempt: 0 when allowed, else the seconds to wait. */
  take(gameId: number, ip: string): Promise<number> {
    return this.attempts.take(`${gameId}|${ip}`);
  }

  /** A join that succeeded does not count as a failure. */
  succeeded(gameId: number, ip: string): Promise<void> {
    return this.attempts.giveBack(`${gameId}|${ip}`);
  }
}
