// The one catalogue of coded errors. Handlers throw these; the error handler (plugins/errors.ts)
// decides what the client sees, translating label keys into the user's admin language.
import type { LabelKey } from './labels.js';

export type Params = Record<string, string | number>;

/**
 * A field error: a label key plus its interpolation parameters, translated into the user's
 * language; or a text already in the right language (a game's, for players).
 */
export type FieldMessage = { key: LabelKey; params?: Params } | { text: string };

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: LabelKey | null,
    message: string,
    readonly fields: Record<string, FieldMessage[]> | null = null,
    readonly headers: Record<string, string> = {},
    readonly params: Params = {},
    /** More fields of the body, beside `message` and `errors`. */
    readonly extra: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthenticated = () => new AppError(401, null, 'Unauthenticated.');
export const csrfMismatch = () => new AppError(419, null, 'CSRF token mismatch.');
export const forbidden = () => new AppError(403, 'errors.forbidden', 'This action is not allowed.');
export const notFound = () => new AppError(404, 'errors.not_found', 'Not found.');
export const conflict = (key: LabelKey = 'errors.conflict') => new AppError(409, key, 'Conflict.');

/** A 409 for a write the engine refused: `message` says why and `code` names the rule. */
export function actionRefused(message: string, code: string): AppError {
  return new AppError(409, null, message, null, {}, {}, { code });
}

/** A 422 with one message on each named field. */
export function validationError(fields: Record<string, FieldMessage | FieldMessage[]>): AppError {
  const normalised: Record<string, FieldMessage[]> = {};
  for (const [field, messages] of Object.entries(fields)) {
    normalised[field] = Array.isArray(messages) ? messages : [messages];
  }
  return new AppError(422, 'errors.validation', 'The given data was invalid.', normalised);
}

/**
 * A 422 of a game's refusal, its field texts already in the game's language: its message is the
 * first of them, so a phone that shows only the message still reads it in its game's language.
 */
export function gameValidationError(fields: Record<string, { text: string }[]>): AppError {
  const first = Object.values(fields)[0]?.[0]?.text ?? 'The given data was invalid.';
  return new AppError(422, null, first, fields);
}

/** A 429 telling the client when to retry. */
export function tooManyAttempts(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(
    429,
    'auth.throttle',
    'Too many attempts.',
    null,
    { 'Retry-After': String(seconds) },
    { seconds },
  );
}

/** A 429 for work the server is already doing too much of; try again after a few seconds. */
export function busy(retryAfterSeconds: number): AppError {
  return new AppError(429, 'errors.busy', 'The server is busy.', null, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
}
