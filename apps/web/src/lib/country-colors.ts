import type { MantineTheme } from '@mantine/core';

// Nine colours that stay apart, one per country (a game has at most nine): the projector's
// columns and bars, and the debrief's charts.
const PALETTE = ['blue', 'orange', 'teal', 'grape', 'yellow', 'red', 'lime', 'cyan', 'pink'];

/** The colour of the country at `index` in the game's order: its column's accent and its bar. */
export function countryColor(theme: MantineTheme, index: number): string {
  const name = PALETTE[index % PALETTE.length] ?? 'blue';
  return theme.colors[name]?.[5] ?? theme.colors.blue[5];
}
