import type { RedisClient } from '../../../redis-client.js';
import { AttemptThrottle } from '../../auth/attempt-throttle.js';

/** Wrong codes allowed per team and address within the window. */
export const MAX_FAILED_JOINS = 10;
const WINDOW_SECONDS = 60;

/**
 * Counts joins per team (game and country) and address: after MAX_FAILED_JOINS wrong codes for
 * one team within the window, every join to that team from that address is refused until the
 * window is over, right code or not. Other teams stay open from the same address: at a venue
 * every phone may share one public address, and one team's typos must not lock out the room.
 * Joins to a country the game does not have count together under country 0, so made-up
 * countries neither open a new count each nor lock a real team.
 */
export class JoinThrottle {
  private readonly attempts: AttemptThrottle;

  /** `redisPrefix` starts the Redis keys (REDIS_PREFIX). */
  constructor(redis: RedisClient | null, redisPrefix: string) {
    this.attempts = new AttemptThrottle(redis, {
      points: MAX_FAILED_JOINS,
      windowSeconds: WINDOW_SECONDS,
      keyPrefix: `${redisPrefix}join-team`,
    });
  }

  /** Takes one attempt at team `countryId` (0: none of the game's): 0 when allowed, else the seconds to wait. */
  take(gameId: number, countryId: number, ip: string): Promise<number> {
    return this.attempts.take(key(gameId, countryId, ip));
  }

  /** A join that succeeded does not count as a failure. */
  succeeded(gameId: number, countryId: number, ip: string): Promise<void> {
    return this.attempts.giveBack(key(gameId, countryId, ip));
  }
}

const key = (gameId: number, countryId: number, ip: string) => `${gameId}|${countryId}|${ip}`;
