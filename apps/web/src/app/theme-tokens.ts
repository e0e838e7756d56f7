// The back-office theme's values that every screen shares, with or without Mantine's components
// (the login screen draws its own), and the one place its colours are made to read: Mantine's
// light scheme writes dimmed text in a grey of 3.3:1, links and coloured text in shade 6, white
// on shade-6 fills and light badges in shade 9 on shade 1, all under WCAG AA's 4.5:1 for most
// hues. Each of those colours is deepened here, only as far as it must be, for every colour
// of the palette; the dark scheme (the projector's) already reads and is left as it is.
import { DEFAULT_THEME, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { darken, readable } from '../lib/contrast';

/** The palette colour of buttons, links and focus rings. */
export const PRIMARY_COLOR = 'blue';

export { FONT_FAMILY } from './font-family';

const WHITE = '#ffffff';
const gray = DEFAULT_THEME.colors.gray;
/** What light-scheme text stands on: the page, striped table rows, hovered rows. */
const PAGE = [WHITE, gray[0], gray[1]];
/** The shade Mantine fills with and writes coloured text in (its light `primaryShade`). */
const SHADE = 6;

/** The light scheme's variables of one colour, deepened until each reads on its background. */
function colorVariables(name: string, shades: MantineColorsTuple): Record<string, string> {
  const text = readable(shades[SHADE], PAGE);
  // White text on the fill (buttons, filled badges).
  const filled = readable(shades[SHADE], [WHITE]);
  return {
    [`--mantine-color-${name}-text`]: text,
    [`--mantine-color-${name}-outline`]: text,
    [`--mantine-color-${name}-filled`]: filled,
    [`--mantine-color-${name}-filled-hover`]: darken(filled, 0.12),
    // Light badges, alerts and subtle buttons: shade 9 on shade 1 (2 when hovered), or on the page.
    [`--mantine-color-${name}-light-color`]: readable(shades[9], [shades[1], shades[2], ...PAGE]),
  };
}

/** Worked out once per theme: Mantine asks again on every render of its provider. */
const resolvedVariables = new WeakMap<object, ReturnType<CSSVariablesResolver>>();

export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const known = resolvedVariables.get(resolved);
  if (known) return known;
  const variables = readableVariables(resolved);
  resolvedVariables.set(resolved, variables);
  return variables;
};

/**
 * The light scheme's readable variables of the palette colours `names` (every colour but dark
 * when not told), with the dimmed, link and error colours. A screen drawn without Mantine's
 * provider (the login) asks only for the colours it uses: each costs a few searches.
 */
export function readableVariables(
  resolved: Parameters<CSSVariablesResolver>[0],
  names: string[] = Object.keys(resolved.colors).filter((name) => name !== 'dark'),
): ReturnType<CSSVariablesResolver> {
  const light: Record<string, string> = {};
  for (const name of names) {
    const shades = resolved.colors[name];
    if (shades) Object.assign(light, colorVariables(name, shades));
  }
  const primary = resolved.colors[resolved.primaryColor] ?? DEFAULT_THEME.colors.blue;
  const red = resolved.colors.red ?? DEFAULT_THEME.colors.red;
  return {
    variables: {},
    light: {
      ...light,
      '--mantine-color-dimmed': readable(gray[6], PAGE),
      '--mantine-color-anchor': readable(primary[SHADE], PAGE),
      '--mantine-color-error': readable(red[SHADE], PAGE),
    },
    dark: {},
  };
}
