// The `game_call_keys` table: the `Idempotency-Key` of each host call a game took, with what the
// call answered and announced, so that a repeat of it is answered the same and changes nothing.
import type { Db } from '../../../db/database.js';
import { nowIso, toJson } from '../../../db/values.js';
import type { PendingEvent } from '../write/events.js';
import { parseJson } from './json.js';

/** A host call as its key names it: the key, the call's path and its body (JSON). */
export interface CallKey {
  key: string;
  call: string;
  request: string;
}

/** A call a game took under a key: the call, what it answered and what it announced. */
export interface StoredCall {
  call: string;
  request: string;
  answer: unknown;
  events: PendingEvent[];
}

/** The call game `gameId` took under `key`, or null when it took none. */
export async function findCallKey(db: Db, gameId: number, key: string): Promise<StoredCall | null> {
  const row = await db
    .selectFrom('game_call_keys')
    .select(['call', 'request', 'answer', 'events'])
    .where('game_id', '=', gameId)
    .where('call_key', '=', key)
    .executeTakeFirst();
  if (!row) return null;
  return {
    call: row.call,
    request: row.request,
    answer: parseJson<unknown>(row.answer),
    events: parseJson<PendingEvent[]>(row.events),
  };
}

/** Stores the key of a call game `gameId` took, with the write that reached version `seq`. */
export async function insertCallKey(
  db: Db,
  gameId: number,
  seq: number,
  callKey: CallKey,
  taken: { answer: unknown; events: PendingEvent[] },
): Promise<void> {
  await db
    .insertInto('game_call_keys')
    .values({
      game_id: gameId,
      call_key: callKey.key,
      call: callKey.call,
      request: callKey.request,
      // A call answered with no body (204) is stored as null.
      answer: toJson(taken.answer ?? null),
      events: toJson(taken.events),
      seq,
      created_at: nowIso(),
    })
    .execute();
}
