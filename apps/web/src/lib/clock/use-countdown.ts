import type { Clock } from '@orbis/contracts';
import { useEffect, useState } from 'react';
import { clockOffset, readClock, type ClockReading } from './countdown';

// When each answer's clock arrived, by its `serverNow`: a screen that mounts later with a cached
// answer must use the time it arrived, not its own mount time, or its offset would be wrong by
// the difference.
const arrivals = new Map<string, number>();
const KEPT_ARRIVALS = 50;

function arrivalOf(clock: Clock): number {
  const known = arrivals.get(clock.serverNow);
  if (known !== undefined) return known;
  const now = Date.now();
  arrivals.set(clock.serverNow, now);
  if (arrivals.size > KEPT_ARRIVALS) {
    const oldest = arrivals.keys().next();
    if (!oldest.done) arrivals.delete(oldest.value);
  }
  return now;
}

/**
 * The round clock as this device shows it, re-read each time the seconds left change (about
 * once a second), so every screen agrees with the others within a second; null without a clock.
 */
export function useCountdown(clock: Clock | null): ClockReading | null {
  const [tick, setTick] = useState(0);
  const offset = clock ? clockOffset(clock, arrivalOf(clock)) : 0;
  const reading = clock ? readClock(clock, offset, Date.now()) : null;
  const wait = reading?.nextChangeMs ?? null;
  // Each tick and each new answer schedule the next read: a timer that fired a little early only
  // reads the same second again.
  useEffect(() => {
    if (wait === null) return;
    // A few milliseconds late, so the new second has surely begun when it is read.
    const timer = setTimeout(() => setTick((n) => n + 1), wait + 15);
    return () => clearTimeout(timer);
  }, [tick, clock, wait]);
  return reading;
}
