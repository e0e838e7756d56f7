import { describe, expect, it } from 'vitest';
import { placesOf } from './places';

describe('placesOf', () => {
  it('ranks by the standard as shown, equal shown standards sharing a place', () => {
    const places = placesOf(
      new Map([
        [1, 40.01],
        [2, 52.3],
        [3, 40.04],
        [4, 12],
      ]),
    );
    expect(Object.fromEntries(places)).toEqual({ 1: 2, 2: 1, 3: 2, 4: 4 });
  });
});
