// The countries' colours, from the theme's palette, which Mantine writes as CSS variables on the
// page (its provider in the back-office, its default variables' sheet on the projector). A style
// takes the variable itself; a canvas (Chart.js) takes no variables, so it gets their values.

/** The palette's colour names: Mantine's, as its variables name them. */
export type PaletteColor =
  'blue' | 'orange' | 'teal' | 'grape' | 'yellow' | 'red' | 'lime' | 'cyan' | 'pink' | 'gray';

// Nine colours that stay apart, one per country (a game has at most nine): the projector's
// columns and bars, and the debrief's charts.
const PALETTE: PaletteColor[] = [
  'blue',
  'orange',
  'teal',
  'grape',
  'yellow',
  'red',
  'lime',
  'cyan',
  'pink',
];

/** The variable of shade `shade` (0 to 9) of the palette colour `name`, for a style. */
export function paletteVariable(name: PaletteColor, shade: number): string {
  return `var(--mantine-color-${name}-${shade})`;
}

const values = new Map<string, string>();

/**
 * The value of shade `shade` of the palette colour `name`, as the page defines it. Read once per
 * colour: reading a computed style makes the browser work out the page's styles first, and the
 * palette's values are the same in both schemes.
 */
export function paletteColor(name: PaletteColor, shade: number): string {
  const variable = `--mantine-color-${name}-${shade}`;
  let value = values.get(variable);
  if (!value) {
    value = getComputedStyle(document.documentElement).getPropertyValue(variable).trim();
    if (value) values.set(variable, value);
  }
  return value;
}

const countryPalette = (index: number): PaletteColor => PALETTE[index % PALETTE.length] ?? 'blue';

/** The colour of the country at `index` in the game's order, for a style: its column's accent. */
export function countryAccent(index: number): string {
  return paletteVariable(countryPalette(index), 5);
}

/** The same colour's value, for a canvas: the country's bar or line. */
export function countryColor(index: number): string {
  return paletteColor(countryPalette(index), 5);
}
