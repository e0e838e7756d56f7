import { asShown } from '@orbis/engine';

/**
 * Each country's place by its average standard as shown (one decimal), best first: equal shown
 * standards share a place, and the next place counts every country above it (as the chronicle
 * ranks them).
 */
export function placesOf(standards: Map<number, number>): Map<number, number> {
  const shown = [...standards].map(([id, value]) => [id, asShown(value)] as const);
  return new Map(shown.map(([id, value]) => [id, 1 + shown.filter(([, v]) => v > value).length]));
}
