import { describe, expect, it } from 'vitest';
import { seatGrid } from './seat-grid';

const WIDE = 16 / 9;

describe('the hall’s seats', () => {
  it('give a few teams large codes in one row', () => {
    expect(seatGrid(2, 3, WIDE)).toEqual({ columns: 3, code: 24 });
  });

  it('fit three worlds of nine teams on one screen, in three rows of three', () => {
    const grid = seatGrid(3, 9, WIDE);
    expect(grid.columns).toBe(3);
    expect(grid.code).toBeGreaterThan(14);
    expect(grid.code).toBeLessThan(17);
  });

  it('never make a code too small for a camera: the screen scrolls instead', () => {
    expect(seatGrid(12, 9, WIDE).code).toBe(8);
  });

  it('give a narrow screen fewer columns', () => {
    expect(seatGrid(1, 9, 3 / 4).columns).toBeLessThan(seatGrid(1, 9, WIDE).columns);
  });
});
