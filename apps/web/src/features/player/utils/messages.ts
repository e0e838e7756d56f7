// The player screens speak the game's language: every text is a system message served by
// `get_lang_messages_values`, with i18next-style {{placeholders}} (as the server fills them).

/** Values for a message's placeholders. */
export type MessageParams = Record<string, string | number>;

/** A message by id, filled in; the id itself when the game has no such message. */
export type Translate = (id: string, params?: MessageParams) => string;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** Fills `{{name}}` placeholders; unknown ones stay as they are. */
export function fill(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** The translate function of a game's messages. */
export function translator(messages: Readonly<Record<string, string>>): Translate {
  return (id, params) => fill(Object.hasOwn(messages, id) ? (messages[id] ?? id) : id, params);
}
