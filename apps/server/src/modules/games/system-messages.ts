// A game's system messages in its language: each translated by the game language, else its
// original, with {{placeholders}} filled in.
import type { Db } from '../../db/database.js';
import { fillPlaceholders } from '@orbis/contracts';
import type { Params } from '../../errors.js';
import type { Cache } from '../cache.js';

/** A game language's system messages. */
export interface SystemMessages {
  /** Every system message id with its text. */
  all(): Record<string, string>;
  /** One message filled in; the id itself when unknown. */
  t(id: string, params?: Params): string;
  /**
   * The same object for as long as these messages are the cached ones: a new object once they are
   * edited (on any process, with Redis). Answers built from the messages are keyed by it.
   */
  readonly stamp: object;
}

/** Loads the system messages of game language `languageId` (translation, else the original). */
export async function loadSystemMessages(
  db: Db,
  cache: Cache,
  languageId: number,
): Promise<SystemMessages> {
  const texts = await cache.get('system-messages', String(languageId), () =>
    loadMessages(db, languageId),
  );
  return {
    all: () => ({ ...texts }),
    t: (id, params) => fillPlaceholders(texts[id] ?? id, params),
    stamp: texts,
  };
}

/** Every system message id with its text in game language `languageId`, else the original. */
async function loadMessages(db: Db, languageId: number): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('system_messages as m')
    .leftJoin('language_messages as lm', (join) =>
      join
        .onRef('lm.message_id', '=', 'm.id')
        .on('lm.language_id', '=', languageId)
        .on('lm.value', '<>', ''),
    )
    .select(['m.id', 'm.original_value', 'lm.value'])
    .orderBy('m.position')
    .orderBy('m.id')
    .execute();
  const texts: Record<string, string> = {};
  for (const r of rows) texts[r.id] = r.value ?? r.original_value;
  return texts;
}
