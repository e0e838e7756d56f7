import { ApiError } from '../../lib/api-client';

/** True when the failed call reported an error on `field` (its message is in the list above). */
export function hasFieldError(error: unknown, field: string): boolean {
  return error instanceof ApiError && (error.errors[field]?.length ?? 0) > 0;
}
