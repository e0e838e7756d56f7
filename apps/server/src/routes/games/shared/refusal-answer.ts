// The one place where a refused game call becomes an answer: its code becomes a message in the
// game's language, or, for the host's round control and clock, a label in the admin language.
import { SUBMIT_KEY_HEADER } from '@orbis/contracts';
import { LIMIT_REFUSALS, type ActionErrorCode } from '@orbis/engine';
import type { Db } from '../../../db/database.js';
import type { Cache } from '../../../modules/cache.js';
import {
  actionRefused,
  AppError,
  conflict,
  gameValidationError,
  notFound,
  validationError,
} from '../../../errors.js';
import type { LabelKey } from '../../../labels.js';
import {
  PROMISE_FIELDS,
  type CallResult,
  type GameRefusal,
  type Refusal,
} from '../../../modules/games/write/refusal.js';
import { loadSystemMessages, type SystemMessages } from '../../../modules/games/system-messages.js';

// `invalid_seconds` never gets here: the body's schema bounds `seconds` first (422).
const CLOCK: Record<Extract<Refusal, { reason: 'clock' }>['code'], LabelKey> = {
  no_clock: 'games.no_clock',
  round_not_running: 'games.round_not_running',
  stale_round: 'games.stale_round',
  already_paused: 'games.clock_already_paused',
  not_paused: 'games.clock_not_paused',
  time_up: 'games.clock_time_up',
  invalid_seconds: 'validation.invalid',
  game_over: 'games.game_over',
  // A `cannot_fit` is answered as a 422 on `endsAt` (reason `cannot_fit`), never as a 409.
  cannot_fit: 'validation.invalid',
};

/**
 * `H:MM` of `ms` in the UTC offset of `offsetMinutes`, rounded up to the minute: the hour without
 * a leading zero, as the screens write a time of day ("4:16", "16:45").
 */
function clockTime(ms: number, offsetMinutes: number): string {
  const minute = 60_000;
  const shifted = Math.ceil(ms / minute) * minute + offsetMinutes * minute;
  return new Date(shifted)
    .toISOString()
    .slice(11, 16)
    .replace(/^0(?=\d)/, '');
}

// `invalid_step` never gets here: the body's schema bounds `step` first (422).
const REVEAL: Record<Extract<Refusal, { reason: 'reveal' }>['code'], LabelKey> = {
  not_over: 'games.not_over',
  invalid_step: 'validation.invalid',
};

const TURNING_POINTS: Record<
  Exclude<Extract<Refusal, { reason: 'turning_points' }>['code'], 'invalid_step'>,
  LabelKey
> = {
  not_over: 'games.not_over',
  not_revealed: 'games.turning_points_not_open',
};

const ROUND_CONTROL: Record<Extract<Refusal, { reason: 'round_control' }>['code'], LabelKey> = {
  game_over: 'games.game_over',
  round_running: 'games.round_running',
  round_not_running: 'games.round_not_running',
  stale_round: 'games.stale_round',
  undo_unavailable: 'games.undo_unavailable',
};

// System message ids: the team reads them in the game's language.
const ROUND_CLOSED: Record<Extract<Refusal, { reason: 'round_closed' }>['code'], string> = {
  game_over: 'order_error.game_over',
  round_not_running: 'order_error.round_not_running',
  stale_round: 'player.round_changed',
};

const LIMITS: Partial<Record<ActionErrorCode, number>> = LIMIT_REFUSALS;

/** An engine refusal in the game's language; a limit's names the limit. */
function actionText(texts: SystemMessages, code: ActionErrorCode): string {
  const limit = LIMITS[code];
  return texts.t(`action_error.${code}`, limit === undefined ? undefined : { limit });
}

/** The error a refusal answers with; the game's texts are loaded only for a refusal that needs them. */
export async function refusalError(
  { db, cache }: { db: Db; cache: Cache },
  refusal: GameRefusal,
): Promise<AppError> {
  switch (refusal.reason) {
    case 'not_found':
      return notFound();
    case 'conflict':
      return conflict();
    case 'round_control':
      return conflict(ROUND_CONTROL[refusal.code]);
    case 'clock':
      return new AppError(
        409,
        CLOCK[refusal.code],
        'Conflict.',
        null,
        {},
        {},
        {
          code: refusal.code,
        },
      );
    case 'reveal':
      return new AppError(
        409,
        REVEAL[refusal.code],
        'Conflict.',
        null,
        {},
        {},
        {
          code: refusal.code,
        },
      );
    case 'turning_points':
      if (refusal.code === 'invalid_step')
        return validationError({ step: { key: 'games.turning_points_invalid_step' } });
      return new AppError(
        409,
        TURNING_POINTS[refusal.code],
        'Conflict.',
        null,
        {},
        {},
        {
          code: refusal.code,
        },
      );
    case 'key_reused':
      return validationError({ [SUBMIT_KEY_HEADER]: { key: 'validation.idempotency_key_reused' } });
    case 'unknown_team':
      return validationError({ countryTo: { key: 'games.unknown_team' } });
    case 'world_event':
      return validationError({ [refusal.field]: { key: `world_events.${refusal.code}` } });
    case 'cannot_fit':
      return validationError({
        endsAt: {
          key: 'games.clock_cannot_fit',
          params: { time: clockTime(refusal.earliest, refusal.offsetMinutes) },
        },
      });
  }
  const texts = await loadSystemMessages(db, cache, refusal.languageId);
  switch (refusal.reason) {
    case 'round_closed':
      return new AppError(409, null, texts.t(ROUND_CLOSED[refusal.code]));
    case 'time_up':
      return actionRefused(texts.t('clock.time_up'), 'time_up');
    case 'action':
      return actionRefused(actionText(texts, refusal.code), refusal.code);
    case 'promise': {
      const text = actionText(texts, refusal.code);
      const field = PROMISE_FIELDS[refusal.code];
      if (field) return gameValidationError({ [field]: [{ text }] });
      if (refusal.status === 403) return new AppError(403, null, text);
      return actionRefused(text, refusal.code);
    }
    case 'orders': {
      const fields: Record<string, { text: string }[]> = {};
      for (const e of refusal.errors)
        (fields[e.index < 0 ? 'orders' : `orders.${e.index}`] ??= []).push({
          text: texts.t(`order_error.${e.code}`),
        });
      return gameValidationError(fields);
    }
  }
}

/** The value of a game call, or its refusal thrown as the error the client reads. */
export async function answered<R extends CallResult<unknown>>(
  ctx: { db: Db; cache: Cache },
  result: R,
): Promise<Extract<R, { ok: true }>['value']> {
  if (result.ok) return result.value;
  throw await refusalError(ctx, result);
}
