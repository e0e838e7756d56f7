// Texts in a game's language: the system messages translated by the game language, else their
// originals, with i18next-style {{placeholders}} filled in.
import type { Db } from '../../db/database.js';
import type { Params } from '../../errors.js';
import { interpolate } from '../../plugins/i18n.js';
import type { Cache } from '../cache.js';

/** A game language's system messages. */
export interface GameTexts {
  /** Every system message id with its text. */
  all(): Record<string, string>;
  /** One message filled in; the id itself when unknown. */
  t(id: string, params?: Params): string;
  /**
   * The same object for as long as these texts are the cached ones: a new object once they are
   * edited (on any process, with Redis). Answers built from the texts are keyed by it.
   */
  readonly stamp: object;
}

/** Loads the system messages of game language `languageId` (translation, else the original). */
export async function loadGameTexts(db: Db, cache: Cache, languageId: number): Promise<GameTexts> {
  const texts = await cache.get('game-texts', String(languageId), () =>
    loadMessages(db, languageId),
  );
  return {
    all: () => ({ ...texts }),
    t: (id, params) => interpolate(texts[id] ?? id, params),
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
