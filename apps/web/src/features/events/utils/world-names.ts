/**
 * The worlds' names as the add form sends them: one a line, blank lines skipped; none given
 * leaves the server to name them "World 1".."World N" in the game's language.
 */
export function worldNames(text: string): string[] | undefined {
  const names = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return names.length === 0 ? undefined : names;
}
