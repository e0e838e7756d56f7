// The player screens speak the game's language: every text is a system message served by
// `get_lang_messages_values`, with {{placeholders}} filled as the server fills them.
import { fillPlaceholders, type PlaceholderValues } from '@orbis/contracts';

/** Values for a message's placeholders. */
export type MessageParams = PlaceholderValues;

/** A message by id, filled in; the id itself when the game has no such message. */
export type Translate = (id: string, params?: MessageParams) => string;

/** The translate function of a game's messages. */
export function translator(messages: Readonly<Record<string, string>>): Translate {
  return (id, params) =>
    fillPlaceholders(Object.hasOwn(messages, id) ? (messages[id] ?? id) : id, params);
}
