// A phone's failed call in the game's words. The server's own refusals are in the game's language
// and say what to do; an answer from a server that cannot take calls now (502, 503, 504) may
// carry only a status line from whatever answered ("Service Unavailable"), so the phone says it
// in its own words; no answer at all is the connection's fault.
import { ApiError } from '../../../lib/api-client';
import type { Translate } from '../../../lib/game-messages';
import { isUnavailable } from '../../../lib/server-unavailable';

/** What to say of `error`, a failed call's. */
export function failureText(error: unknown, t: Translate): string {
  if (!(error instanceof ApiError)) return t('player.request_failed');
  return isUnavailable(error) ? t('player.server_unavailable') : error.message;
}
