// How a refused order set reads on the form, whoever sent it (a team's phone, or the host for a
// team on the control screen): both calls answer with the same 422 `orders.<i>` messages.
import type { Order } from '@orbis/contracts';
import type { ApiError } from '../api-client';

/** The server's refusal of a set, by the set it refused (`key`). */
export interface SendRefusal {
  key: string;
  /** The server's 422 `orders.<i>` messages by line. */
  lines: Map<number, string>;
  /** A message about the whole set. */
  message: string | null;
}

/** The set's key: the same orders in the same order give the same key. */
export const setKeyOf = (orders: readonly Order[]) => JSON.stringify(orders);

/** The refusal of the set of key `key`: its lines' messages, else one message for the set. */
export function refusalOf(error: ApiError, key: string): SendRefusal {
  const lines = new Map<number, string>();
  let message: string | null = null;
  for (const [field, messages] of Object.entries(error.errors)) {
    const match = /^orders\.(\d+)$/.exec(field);
    if (match && messages[0]) lines.set(Number(match[1]), messages[0]);
    else if (messages[0]) message = messages[0];
  }
  if (lines.size === 0 && message === null) message = error.message;
  return { key, lines, message };
}
