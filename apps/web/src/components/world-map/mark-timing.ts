// A round's marks draw in one after another within about two seconds, however many there are.
const FIRST_S = 0.3;
const DRAW_S = 0.8;
const ALL_WITHIN_S = 1.4;

/** When the `index`th of a round's `count` marks draws in. */
export function markTiming(index: number, count: number): { delay: number; duration: number } {
  const stagger = count > 1 ? Math.min(0.35, ALL_WITHIN_S / (count - 1)) : 0;
  return { delay: FIRST_S + index * stagger, duration: DRAW_S };
}

/** How long a round's `count` marks take to draw in, in milliseconds: then the standings move. */
export function marksDrawnMs(count: number): number {
  if (count === 0) return 300;
  const last = markTiming(count - 1, count);
  return Math.round((last.delay + last.duration + 0.3) * 1000);
}
