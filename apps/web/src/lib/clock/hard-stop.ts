// The hard stop as the host types it: a time of day on this device's clock, sent as an ISO time
// with this device's UTC offset, so that the server's answer ("the earliest end is 16:52") reads
// in the host's own time.

const HOUR = 3_600_000;
const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');

/** `date` as an ISO time with this device's UTC offset: 2030-05-01T16:45:00+03:00. */
export function localIso(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:00`;
  return `${day}T${time}${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/**
 * The stop `value` ("HH:MM", as a time input gives it) on the day of `now`; a time more than 12
 * hours past is tomorrow's (a game that runs past midnight). Null for anything else.
 */
export function stopTime(value: string, now: Date): string | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const at = new Date(now);
  at.setHours(Number(match[1]), Number(match[2]), 0, 0);
  if (now.getTime() - at.getTime() > 12 * HOUR) at.setDate(at.getDate() + 1);
  return localIso(at);
}
