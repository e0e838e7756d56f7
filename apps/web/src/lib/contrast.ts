// WCAG 2.1 contrast, for the theme: colours are checked and darkened once, where the theme is
// made, so every screen's text reads at the ratio WCAG AA asks for (1.4.3).

/** The ratio WCAG AA asks of body text. */
export const AA_TEXT = 4.5;

function channels(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = parseInt(match[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG's relative luminance of a #rrggbb colour, from 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 to 21, whichever is the lighter. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `hex` moved `share` (0..1) of the way to black, keeping its hue. */
export function darken(hex: string, share: number): string {
  return `#${channels(hex)
    .map((c) => Math.round(c * (1 - share)))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

/**
 * `color` itself when it reads at `ratio` against every one of `backgrounds`, else the lightest
 * darker shade of it that does, to the percent (so a theme's hues stay, only deep enough to read).
 */
export function readable(color: string, backgrounds: string[], ratio = AA_TEXT): string {
  const reads = (share: number) =>
    backgrounds.every((bg) => contrast(darken(color, share / 100), bg) >= ratio);
  if (reads(0)) return darken(color, 0);
  // Darkening only deepens the contrast with a light background: search the share in percent.
  let low = 0;
  let high = 100;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (reads(middle)) high = middle;
    else low = middle;
  }
  return darken(color, high / 100);
}
