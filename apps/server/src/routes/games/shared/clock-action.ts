// A clock call's body read as the engine's clock action: the control screen's clock call and an
// event's broadcast to its worlds read it alike.
import type { ClockActionName } from '@orbis/contracts';
import type { ClockAction } from '@orbis/engine';

/** The UTC offset an ISO time is written in, in minutes (`Z`: 0). */
function utcOffsetMinutes(iso: string): number {
  const match = /([+-])(\d{2}):?(\d{2})$/.exec(iso);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * The engine's action for a clock body (its schema has required `seconds` for `extend` and
 * `endsAt` for `fit`), and the UTC offset a `fit`'s stop was written in, for its refusal's time.
 */
export function clockActionOf(body: {
  action: ClockActionName;
  seconds?: number | undefined;
  endsAt?: string | undefined;
}): { action: ClockAction; offset: number } {
  const { action, seconds, endsAt } = body;
  const clockAction: ClockAction =
    action === 'extend'
      ? { type: action, seconds: seconds ?? 0 }
      : action === 'fit'
        ? { type: action, endsAt: Date.parse(endsAt ?? '') }
        : { type: action };
  return { action: clockAction, offset: action === 'fit' ? utcOffsetMinutes(endsAt ?? '') : 0 };
}
