// A refused game call as a value: a status and a code naming the rule, never a message. The
// routes turn it into an answer in the right language (routes/games/shared/refusal-answer.ts).
import type {
  ActionErrorCode,
  ClockErrorCode,
  OrderError,
  PhaseErrorCode,
  Refused,
  RevealErrorCode,
  TurningPointsStepErrorCode,
} from '@orbis/engine';

/** Why a call was refused, before the game's language is known. */
export type Refusal =
  /** No such game. */
  | { ok: false; status: 404; reason: 'not_found' }
  /** Another write to the game won the race. */
  | { ok: false; status: 409; reason: 'conflict' }
  /** The host's round control at the wrong moment (answered in the admin language). */
  | { ok: false; status: 409; reason: 'round_control'; code: PhaseErrorCode | 'undo_unavailable' }
  /** A team acting outside the running round it thinks it is in. */
  | {
      ok: false;
      status: 409;
      reason: 'round_closed';
      code: Exclude<PhaseErrorCode, 'round_running'>;
    }
  /** The host's clock action at the wrong moment (answered in the admin language). */
  | { ok: false; status: 409; reason: 'clock'; code: ClockErrorCode }
  /**
   * A hard stop (`fit`) the rounds left cannot meet even at the least time a phase: `earliest`
   * (ms since the epoch) is the soonest they could end, said in the stop's own UTC offset.
   */
  | { ok: false; status: 422; reason: 'cannot_fit'; earliest: number; offsetMinutes: number }
  /** The host's reveal of the final screen before the game is over (admin language). */
  | { ok: false; status: 409; reason: 'reveal'; code: RevealErrorCode }
  /**
   * The host's step of the turning points (admin language): 422 for a step beyond the list, 409
   * before the game is over and its reveal at the last step.
   */
  | { ok: false; status: 409 | 422; reason: 'turning_points'; code: TurningPointsStepErrorCode }
  /** A team's order set once the orders time is over, with the clock's lock on. */
  | { ok: false; status: 409; reason: 'time_up' }
  /** An engine action the rules do not allow; the answer names the rule by `code`. */
  | { ok: false; status: 409; reason: 'action'; code: ActionErrorCode }
  /**
   * A promise call the engine refused (API.md "Promises"): 422 on the field at fault (`to`,
   * `value`, `until`, `id` for an unknown promise), 403 for a country that may not answer it,
   * 409 for the game's or the promise's state.
   */
  | { ok: false; status: 403 | 409 | 422; reason: 'promise'; code: ActionErrorCode }
  /** Orders the engine refused, each error on its order's index (-1: the whole set). */
  | { ok: false; status: 422; reason: 'orders'; errors: readonly OrderError[] }
  /** A host call's `Idempotency-Key` the game took already for another call or body. */
  | { ok: false; status: 422; reason: 'key_reused' }
  /** A grant to a country that plays no team in the game. */
  | { ok: false; status: 422; reason: 'unknown_team' }
  /** A world event that is not in the catalogue, or a country that does not fit its targets. */
  | {
      ok: false;
      status: 422;
      reason: 'world_event';
      field: 'event' | 'country';
      code: 'unknown_event' | 'country_required' | 'country_not_needed';
    };

type InGameLanguage = Extract<
  Refusal,
  { reason: 'round_closed' | 'time_up' | 'action' | 'promise' | 'orders' }
>;

/** A refusal as a call returns it: those answered in the game's language carry its id. */
export type GameRefusal =
  Exclude<Refusal, InGameLanguage> | (InGameLanguage & { languageId: number });

/** What a game call returns: its value, or why it was refused. */
export type CallResult<T> = { ok: true; value: T } | GameRefusal;

/**
 * The engine's refusal of a command, with the status it is answered with: 422 for what the call
 * sent wrong (orders, a team or world event that does not fit, a hard stop too soon, said in UTC,
 * a turning points' step beyond the list
 * until the call names its offset), 409 for the game's state.
 */
export function refusalOf(refused: Refused): Refusal {
  switch (refused.reason) {
    case 'orders':
    case 'unknown_team':
    case 'world_event':
      return { ...refused, status: 422 };
    case 'cannot_fit':
      return { ...refused, status: 422, offsetMinutes: 0 };
    case 'turning_points':
      return { ...refused, status: refused.code === 'invalid_step' ? 422 : 409 };
    default:
      return { ...refused, status: 409 };
  }
}

/** The field of a promise call each of these refusals is about: a 422 on that field. */
export const PROMISE_FIELDS: Partial<Record<ActionErrorCode, 'to' | 'value' | 'until' | 'id'>> = {
  invalid_country: 'to',
  invalid_amount: 'value',
  invalid_round: 'until',
  unknown_promise: 'id',
};

/**
 * A promise call the engine refused with `code`: 422 on its field, 403 for a country that is not
 * the one to answer, 409 otherwise (the game is over, the promise was answered).
 */
export function promiseRefusal(code: ActionErrorCode): Refusal {
  const status = PROMISE_FIELDS[code] ? 422 : code === 'not_promise_party' ? 403 : 409;
  return { ok: false, status, reason: 'promise', code };
}
