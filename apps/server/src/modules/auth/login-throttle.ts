import type { RedisClient } from '../../redis-client.js';
import { AttemptThrottle } from './attempt-throttle.js';

/** Failed sign-ins allowed per email and address within the window. */
export const MAX_FAILED_LOGINS = 5;
const WINDOW_SECONDS = 60;

/**
 * Counts sign-in attempts per email and address (see `AttemptThrottle`); a successful sign-in
 * forgets them all.
 */
export class LoginThrottle {
  private readonly attempts: AttemptThrottle;

  /** `redisPrefix` starts the Redis keys (REDIS_PREFIX). */
  constructor(redis: RedisClient | null, redisPrefix: string) {
    this.attempts = new AttemptThrottle(redis, {
      points: MAX_FAILED_LOGINS,
      windowSeconds: WINDOW_SECONDS,
      keyPrefix: `${redisPrefix}login`,
    });
  }

  /**
   * Takes one attempt. Returns 0 when it is allowed, or the seconds to wait when the email has
   * used up its attempts from this address.
   */
  take(email: string, ip: string): Promise<number> {
    return this.attempts.take(key(email, ip));
  }

  /** Forgets the attempts after a successful sign-in. */
  reset(email: string, ip: string): Promise<void> {
    return this.attempts.reset(key(email, ip));
  }
}

function key(email: string, ip: string): string {
  return `${email.trim().toLowerCase()}|${ip}`;
}
