// A back-office call's failure in the host's words. The server's own refusals say what is wrong
// in the host's language; an answer from a server that cannot take calls now (502, 503, 504) may
// carry only a status line from whatever answered ("Service Unavailable"), so the screen says in
// its own words that the server is unavailable and the action was not done.
import type { TFunction } from 'i18next';
import { ApiError } from './api-client';
import { isUnavailable } from './server-unavailable';

/** What to say of `error`, a failed back-office call's. */
export function callFailureText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('common.request_failed');
  return isUnavailable(error) ? t('common.server_unavailable') : error.firstMessages.join(' ');
}
