// Where the host puts a country on the projector's map: fractions of the map's width and height
// (API.md: x from the left, y from the top, both 0..1), moved by a pointer or by the arrow keys.
import type { MapPoint } from '@orbis/contracts';

/** The map's size in the page's SVG units: the projector's 16:9. */
export const MAP_WIDTH = 1000;
export const MAP_HEIGHT = 562.5;

/** An arrow key's step, and with Shift: 1% and 5% of the map. */
export const KEY_STEP = 0.01;
export const SHIFT_STEP = 0.05;

/** Four decimals: a tenth of a pixel on a 4K projector, and no float noise in what is sent. */
const round = (value: number) => Math.round(value * 10_000) / 10_000;
const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** `point` inside the map, as the server takes it (0..1 on both axes). */
export function clampPoint(point: MapPoint): MapPoint {
  return { x: round(clamp(point.x)), y: round(clamp(point.y)) };
}

const DIRECTIONS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** Where an arrow key moves `point` (Shift: farther); null for any other key. */
export function nudge(point: MapPoint, key: string, shift: boolean): MapPoint | null {
  const direction = DIRECTIONS[key];
  if (!direction) return null;
  const step = shift ? SHIFT_STEP : KEY_STEP;
  return clampPoint({ x: point.x + direction[0] * step, y: point.y + direction[1] * step });
}

/** A point of the SVG's own units (MAP_WIDTH × MAP_HEIGHT) as a place on the map. */
export function fromSvg(x: number, y: number): MapPoint {
  return { x: x / MAP_WIDTH, y: y / MAP_HEIGHT };
}
