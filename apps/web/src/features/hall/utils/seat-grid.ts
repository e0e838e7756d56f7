// How the hall's screen lays out its seats so that every world's codes fit the screen at once,
// each as large as they may be: nobody scrolls a screen on a hall's wall. Worked out in units of
// the screen's height (vh), from the layout's own sizes in hall.module.css and
// projector-screen.module.css.

/** At most this many worlds side by side; more take further rows. */
export const WORLDS_PER_ROW = 4;

/** The layout's sizes, in vh (from hall.module.css and projector-screen.module.css). */
const VH = {
  /** A code larger than this reads no better from across a hall. */
  largestCode: 24,
  /** Below this a phone's camera misses a code from a few steps: then the screen scrolls instead. */
  smallestCode: 8,
  /** What the screen's frame takes from its height: the header, the hint and the gaps. */
  frame: 22,
  /** What a world's panel takes beside its seats: its name and its padding. */
  world: 7,
  /** A seat's padding, and its flag and name under the code. */
  seat: 6.4,
  /** The gaps between worlds and between seats down (across, 1vw: a vw in vh by `aspect`). */
  gapDown: 1.2,
} as const;

export interface SeatGrid {
  /** Seats across in each world. */
  columns: number;
  /** A code's side, in vh. */
  code: number;
}

/**
 * The seats' columns and the codes' size for `worlds` worlds of at most `seats` countries on a
 * screen `aspect` times as wide as it is high.
 */
export function seatGrid(worlds: number, seats: number, aspect: number): SeatGrid {
  const across = Math.max(1, Math.min(worlds, WORLDS_PER_ROW));
  const down = Math.ceil(Math.max(worlds, 1) / across);
  const vw = aspect;
  const worldWidth = (100 * vw - 2.8 * vw - (across - 1) * vw) / across - 2 * vw;
  const worldHeight = (100 - VH.frame - (down - 1) * VH.gapDown) / down - VH.world;
  let best: SeatGrid = { columns: 1, code: 0 };
  for (let columns = 1; columns <= Math.max(seats, 1); columns++) {
    const rows = Math.ceil(seats / columns);
    const width = (worldWidth - (columns - 1) * vw) / columns - 2;
    const height = (worldHeight - (rows - 1) * VH.gapDown) / rows - VH.seat;
    const code = Math.min(width, height, VH.largestCode);
    // Of equal sizes, the most columns: the fewest rows leave the screen room below.
    if (code >= best.code) best = { columns, code };
  }
  return { columns: best.columns, code: Math.max(best.code, VH.smallestCode) };
}
