import { describe, expect, it } from 'vitest';
import { marksDrawnMs, markTiming } from './mark-timing';

describe("a round's marks on the stats map", () => {
  it('draw in one after another, the standings moving once the last has arrived', () => {
    expect(markTiming(0, 3)).toEqual({ delay: 0.3, duration: 0.8 });
    expect(markTiming(2, 3).delay).toBeCloseTo(1);
    expect(marksDrawnMs(3)).toBe(2100);
  });

  it('all arrive within about two seconds however many there are', () => {
    expect(marksDrawnMs(40)).toBeLessThanOrEqual(2_800);
    expect(marksDrawnMs(0)).toBe(300);
  });
});
