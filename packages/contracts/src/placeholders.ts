// Every text the API serves (labels and system messages) marks its variable parts i18next-style,
// as {{name}}. The server and both web apps fill them with this one function.

/** Values for a text's placeholders. */
export type PlaceholderValues = Record<string, string | number>;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** Fills the `{{name}}` placeholders of `text`; those without a value stay as they are. */
export function fillPlaceholders(text: string, values?: PlaceholderValues): string {
  if (!values) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
