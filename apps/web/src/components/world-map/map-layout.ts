// Where the map draws things, in the SVG's own units: the view box is the map's size on the screen
// in pixels, so a type size set in CSS is the size the room sees.

import type { MapPoint } from '@orbis/contracts';

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** The size the map is drawn at before it has measured its box (a 1080p projector's share). */
export const DEFAULT_SIZE: Size = { width: 1240, height: 900 };

/** A place given as fractions of the map, in its units; the middle for a country with none. */
export function toPoint(place: MapPoint | undefined, size: Size): Point {
  return { x: (place?.x ?? 0.5) * size.width, y: (place?.y ?? 0.5) * size.height };
}

/**
 * How wide a country's label may be: the room between it and its nearest neighbour across,
 * within a fifth of the map's width, and never narrower than a tenth of it.
 */
export function labelWidth(anchors: readonly Point[], size: Size): number {
  const widest = size.width * 0.2;
  let room = widest;
  for (const [i, a] of anchors.entries()) {
    for (const b of anchors.slice(i + 1)) {
      // Labels one above the other have the whole width: only those side by side share it.
      if (Math.abs(a.y - b.y) < size.height * 0.14) room = Math.min(room, Math.abs(a.x - b.x) - 8);
    }
  }
  return Math.max(size.width * 0.1, room);
}

/** The places of a country's `count` cities: a row centred on its anchor, `gap` apart. */
export function cityPoints(anchor: Point, count: number, gap: number): Point[] {
  const start = anchor.x - ((count - 1) * gap) / 2;
  return Array.from({ length: count }, (_, i) => ({ x: start + i * gap, y: anchor.y }));
}

/**
 * The top-left corner of a box of `box` size hung under `anchor`, moved inside the map where it
 * would stick out (a country at an edge keeps its label whole).
 */
export function labelCorner(anchor: Point, box: Size, offset: number, size: Size): Point {
  const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), Math.max(max, 0));
  const below = anchor.y + offset;
  // A country near the bottom edge has its label above it instead.
  const y = below + box.height <= size.height ? below : anchor.y - offset - box.height;
  return {
    x: clamp(anchor.x - box.width / 2, size.width - box.width),
    y: clamp(y, size.height - box.height),
  };
}

/** An arrow as drawn: its line, and its head (a triangle's points) at the far end. */
export interface ArrowShape {
  line: string;
  head: string;
}

/**
 * An arrow from `from` to `to`: a gentle curve (arrows both ways between two countries stay
 * apart), stopped `inset` short of each end so it meets the marks rather than covers them, with
 * a head `head` long. The head is a shape of its own: it shows once the line has been drawn.
 */
export function arrowShape(from: Point, to: Point, inset: Inset, head: number): ArrowShape {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy) || 1;
  const ux = dx / length;
  const uy = dy / length;
  const [start, end] = insets(inset, ux, uy, length);
  const a = { x: from.x + ux * start, y: from.y + uy * start };
  const b = { x: to.x - ux * end, y: to.y - uy * end };
  // The bend is to the left of the way: the arrow back bends to the other side.
  const bend = Math.min(length * 0.15, 60);
  const control = { x: (a.x + b.x) / 2 + uy * bend, y: (a.y + b.y) / 2 - ux * bend };
  // The head points along the curve's last stretch, from its control point to its end.
  const hx = b.x - control.x;
  const hy = b.y - control.y;
  const hl = Math.hypot(hx, hy) || 1;
  const [tx, ty] = [hx / hl, hy / hl];
  const base = { x: b.x - tx * head, y: b.y - ty * head };
  const side = head * 0.55;
  const points = [
    b,
    { x: base.x - ty * side, y: base.y + tx * side },
    { x: base.x + ty * side, y: base.y - tx * side },
  ];
  return {
    line: `M${r(a.x)},${r(a.y)} Q${r(control.x)},${r(control.y)} ${r(b.x)},${r(b.y)}`,
    head: points.map((p) => `${r(p.x)},${r(p.y)}`).join(' '),
  };
}

/** A straight line between two places, stopped `inset` short of each (finished talks). */
export function linePath(from: Point, to: Point, inset: Inset): string {
  const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  const ux = (to.x - from.x) / length;
  const uy = (to.y - from.y) / length;
  const [start, end] = insets(inset, ux, uy, length);
  return `M${r(from.x + ux * start)},${r(from.y + uy * start)} L${r(to.x - ux * end)},${r(to.y - uy * end)}`;
}

/**
 * How far short of each end a line stops: a length, or for each end the way out of the shape
 * there (given the line's direction), never more than a third of the line each.
 */
export type Inset =
  number | [(ux: number, uy: number) => number, (ux: number, uy: number) => number];

function insets(inset: Inset, ux: number, uy: number, length: number): [number, number] {
  const [start, end] =
    typeof inset === 'number' ? [inset, inset] : [inset[0](ux, uy), inset[1](-ux, -uy)];
  return [Math.min(start, length / 3), Math.min(end, length / 3)];
}

/**
 * How far from its middle a line going out in direction (`ux`, `uy`) leaves a country's plate,
 * an ellipse round its row of cities `halfWidth` by `halfHeight`, with `gap` to spare.
 */
export function plateExit(halfWidth: number, halfHeight: number, gap: number) {
  return (ux: number, uy: number) => 1 / Math.hypot(ux / halfWidth, uy / halfHeight) + gap;
}

/** A rectangle in the map's units: its top-left corner and its size. */
export interface Box extends Point, Size {}

/**
 * How far from `anchor` a line going out in direction (`ux`, `uy`) leaves `box` (a country's flag
 * and name), with `gap` to spare; 0 when the line does not cross it. A line to a country whose
 * label lies across its way then ends before the label, not on its flag.
 */
export function boxExit(anchor: Point, box: Box, gap: number) {
  return (ux: number, uy: number) => {
    let near = 0;
    let far = Infinity;
    for (const [from, low, high, step] of [
      [anchor.x, box.x, box.x + box.width, ux],
      [anchor.y, box.y, box.y + box.height, uy],
    ] as const) {
      if (step === 0) {
        if (from < low || from > high) return 0;
        continue;
      }
      const a = (low - from) / step;
      const b = (high - from) / step;
      near = Math.max(near, Math.min(a, b));
      far = Math.min(far, Math.max(a, b));
    }
    return far >= near ? far + gap : 0;
  };
}

/** The points of a burst (a star of `spikes` points) around `at`, for a bomb landing. */
export function burstPoints(at: Point, outer: number, inner: number, spikes = 8): string {
  return Array.from({ length: spikes * 2 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / spikes - Math.PI / 2;
    return `${r(at.x + radius * Math.cos(angle))},${r(at.y + radius * Math.sin(angle))}`;
  }).join(' ');
}

const r = (v: number) => Math.round(v * 10) / 10;
