// A game's system messages in its language: each translated by the game language, else its
// original, with {{placeholders}} filled in, and its numbers written as the language writes them.
import type { Db } from '../../db/database.js';
import { fillPlaceholders, numberFormat, type NumberFormat } from '@orbis/contracts';
import type { Params } from '../../errors.js';
import type { Cache } from '../cache.js';
import { notFound } from '../../errors.js';
import { findGameHeader } from './repository/games.js';
import { findLanguage, listSystemMessages } from './repository/system-messages.js';

/** A game language's system messages. */
export interface SystemMessages {
  /** Every system message id with its text. */
  all(): Record<string, string>;
  /** One message filled in; the id itself when unknown. */
  t(id: string, params?: Params): string;
  /** Numbers, money and percentages as the game language writes them ("$1 128", "40,6 %"). */
  readonly numbers: NumberFormat;
  /** The game language's name, as its admin named it ("Русский"). */
  readonly languageName: string;
  /**
   * The same object for as long as these messages are the cached ones: a new object once they are
   * edited (on any process, with Redis). Answers built from the messages are keyed by it.
   */
  readonly stamp: object;
}

/** Every system message in the game's language (the original where untranslated). */
export async function gameMessages(
  db: Db,
  cache: Cache,
  gameId: number,
): Promise<Record<string, string>> {
  const game = await findGameHeader(db, gameId);
  if (!game) throw notFound();
  return (await loadSystemMessages(db, cache, game.languageId)).all();
}

/** Loads the system messages of game language `languageId` (translation, else the original). */
export async function loadSystemMessages(
  db: Db,
  cache: Cache,
  languageId: number,
): Promise<SystemMessages> {
  const kept = await cache.get('system-messages', String(languageId), () =>
    loadMessages(db, languageId),
  );
  const { texts } = kept;
  return {
    all: () => ({ ...texts }),
    t: (id, params) => fillPlaceholders(texts[id] ?? id, params),
    numbers: numberFormat(kept.code),
    languageName: kept.name,
    stamp: kept,
  };
}

/**
 * Every system message id with its text in game language `languageId`, else the original, and
 * the language's code (which writes its numbers) and name.
 */
async function loadMessages(
  db: Db,
  languageId: number,
): Promise<{ code: string; name: string; texts: Record<string, string> }> {
  const language = await findLanguage(db, languageId);
  const rows = await listSystemMessages(db, languageId);
  const texts: Record<string, string> = {};
  for (const r of rows) texts[r.id] = r.text ?? r.original;
  // A deleted language's games keep its texts' originals, which are English.
  return { code: language?.code ?? 'en', name: language?.name ?? '', texts };
}
