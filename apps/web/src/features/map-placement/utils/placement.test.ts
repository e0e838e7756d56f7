import { describe, expect, it } from 'vitest';
import { clampPoint, fromSvg, MAP_HEIGHT, MAP_WIDTH, nudge } from './placement';

describe('placing a country on the map', () => {
  it('keeps a place inside the map, in four decimals', () => {
    expect(clampPoint({ x: -0.2, y: 1.3 })).toEqual({ x: 0, y: 1 });
    expect(clampPoint({ x: 0.123456, y: 0.5 })).toEqual({ x: 0.1235, y: 0.5 });
  });

  it('moves by 1% an arrow key, 5% with Shift, y growing downwards', () => {
    const at = { x: 0.5, y: 0.5 };
    expect(nudge(at, 'ArrowRight', false)).toEqual({ x: 0.51, y: 0.5 });
    expect(nudge(at, 'ArrowLeft', true)).toEqual({ x: 0.45, y: 0.5 });
    expect(nudge(at, 'ArrowUp', false)).toEqual({ x: 0.5, y: 0.49 });
    expect(nudge(at, 'ArrowDown', true)).toEqual({ x: 0.5, y: 0.55 });
    expect(nudge(at, 'Enter', false)).toBeNull();
  });

  it('stops at the edge and adds no float noise step after step', () => {
    expect(nudge({ x: 0.99, y: 0.02 }, 'ArrowRight', true)).toEqual({ x: 1, y: 0.02 });
    expect(nudge({ x: 0.3, y: 0.02 }, 'ArrowUp', true)).toEqual({ x: 0.3, y: 0 });
    let point = { x: 0.1, y: 0.1 };
    for (let i = 0; i < 7; i++) point = nudge(point, 'ArrowRight', false) ?? point;
    expect(point).toEqual({ x: 0.17, y: 0.1 });
  });

  it('reads the SVG’s units as fractions of the map', () => {
    expect(fromSvg(MAP_WIDTH / 4, MAP_HEIGHT)).toEqual({ x: 0.25, y: 1 });
  });
});
