// The round clock as a device shows it. The server sends its own time with each clock, so a
// device with a wrong clock still counts down to the same moment as every other screen: it counts
// on its own clock shifted by the offset it measured when the answer arrived.
import type { Clock, ClockPhase } from '@orbis/contracts';

/** What a screen shows at a given moment: the phase and the whole seconds left in it. */
export interface ClockReading {
  phase: ClockPhase;
  paused: boolean;
  lock: boolean;
  /** Whole seconds left in the phase; 0 when waiting or closed. */
  left: number;
  /** Milliseconds until `left` or the phase next changes; null when nothing will change. */
  nextChangeMs: number | null;
}

/** The offset to add to the device's time to get the server's: `serverNow - deviceNow`. */
export function clockOffset(clock: Clock, receivedAt: number): number {
  return Date.parse(clock.serverNow) - receivedAt;
}

/**
 * The clock at device time `deviceNow`, given the offset measured when it arrived. Phases follow
 * from the time as on the server: talks run into orders with the full orders time, and orders run
 * into closed, with no new answer needed.
 */
export function readClock(clock: Clock, offsetMs: number, deviceNow: number): ClockReading {
  const { lock, paused } = clock;
  if (paused || clock.endsAt === null)
    return { phase: clock.phase, paused, lock, left: clock.left, nextChangeMs: null };
  const now = deviceNow + offsetMs;
  let phase = clock.phase;
  let endsAt = Date.parse(clock.endsAt);
  if (phase === 'talks' && now >= endsAt) {
    phase = 'orders';
    endsAt += clock.orders * 1000;
  }
  if (phase === 'orders' && now >= endsAt)
    return { phase: 'closed', paused, lock, left: 0, nextChangeMs: null };
  const remaining = endsAt - now;
  // `left` drops when the remaining time crosses a whole second: that is the next change.
  const left = Math.ceil(remaining / 1000);
  const nextChangeMs = remaining - (left - 1) * 1000;
  return { phase, paused, lock, left, nextChangeMs };
}

/** Seconds as the screens write them: 4:05, or 1:02:05 from an hour. */
export function formatSeconds(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** From this many seconds before the end, the screens warn that time is running out. */
export const ENDING_SOON_SECONDS = 60;
