import { describe, expect, it } from 'vitest';
import {
  arrowShape,
  boxExit,
  cityPoints,
  labelCorner,
  labelWidth,
  linePath,
  plateExit,
  toPoint,
} from './map-layout';

const SIZE = { width: 1200, height: 900 };

/** The default ring of `n` countries (the server's): the first at the top, clockwise. */
const ring = (n: number) =>
  Array.from({ length: n }, (_, i) => {
    const a = -Math.PI / 2 + (2 * Math.PI * i) / n;
    return toPoint({ x: 0.5 + 0.38 * Math.cos(a), y: 0.5 + 0.38 * Math.sin(a) }, SIZE);
  });

describe('the map layout', () => {
  it('places a country by fractions of the map, in its pixels', () => {
    expect(toPoint({ x: 0.25, y: 0.5 }, SIZE)).toEqual({ x: 300, y: 450 });
    expect(toPoint(undefined, SIZE)).toEqual({ x: 600, y: 450 });
  });

  it('gives a label of 9 on a ring room for a long word ("Демократическая" at 28 px)', () => {
    const width = labelWidth(ring(9), SIZE);
    expect(width).toBeGreaterThanOrEqual(SIZE.width * 0.18);
    expect(width).toBeLessThanOrEqual(SIZE.width * 0.2);
  });

  it('narrows labels side by side to the room between them', () => {
    const width = labelWidth(
      [
        { x: 300, y: 400 },
        { x: 500, y: 420 },
      ],
      SIZE,
    );
    expect(width).toBe(192);
  });

  it('keeps a label inside the map, above its country at the bottom edge', () => {
    const box = { width: 200, height: 150 };
    expect(labelCorner({ x: 50, y: 100 }, box, 20, SIZE)).toEqual({ x: 0, y: 120 });
    expect(labelCorner({ x: 600, y: 850 }, box, 20, SIZE)).toEqual({ x: 500, y: 680 });
  });

  it('rows a country’s cities centred on its place', () => {
    expect(cityPoints({ x: 100, y: 50 }, 3, 30).map((p) => p.x)).toEqual([70, 100, 130]);
  });

  it('bends an arrow and its way back to opposite sides, its head at the far end', () => {
    const there = arrowShape({ x: 0, y: 0 }, { x: 400, y: 0 }, 20, 16);
    const back = arrowShape({ x: 400, y: 0 }, { x: 0, y: 0 }, 20, 16);
    expect(there.line).toBe('M20,0 Q200,-60 380,0');
    expect(back.line).toBe('M380,0 Q200,60 20,0');
    expect(there.head.startsWith('380,0 ')).toBe(true);
  });
});

describe('a line between two countries', () => {
  it('leaves a plate at its edge: wide sideways, low up and down', () => {
    const exit = plateExit(60, 20, 4);
    expect(exit(1, 0)).toBeCloseTo(64);
    expect(exit(0, 1)).toBeCloseTo(24);
    expect(linePath({ x: 0, y: 0 }, { x: 400, y: 0 }, [exit, exit])).toBe('M64,0 L336,0');
  });

  it('ends a line coming from under a country before its flag and name, not on them', () => {
    // The label hangs under the anchor at (600, 200): 200 wide, from y 230 to 330.
    const exit = boxExit({ x: 600, y: 200 }, { x: 500, y: 230, width: 200, height: 100 }, 5);
    expect(exit(0, 1)).toBeCloseTo(135);
    // Down and to the side at 45°: out through its right edge, 100 across.
    expect(exit(Math.SQRT1_2, Math.SQRT1_2)).toBeCloseTo(100 * Math.SQRT2 + 5);
    // Lines going up or sideways never cross it.
    expect(exit(0, -1)).toBe(0);
    expect(exit(1, 0)).toBe(0);
  });
});
