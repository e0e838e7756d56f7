import { REVEAL_STEPS } from '@orbis/contracts';
import { describe, expect, it } from 'vitest';
import { stepAfter } from './reveal';

describe('the steps of the reveal', () => {
  it('goes one on, one back, or to the end, and never past either end', () => {
    expect(REVEAL_STEPS).toBe(6);
    expect(stepAfter(0, 'next')).toBe(1);
    expect(stepAfter(6, 'next')).toBe(6);
    expect(stepAfter(3, 'back')).toBe(2);
    expect(stepAfter(0, 'back')).toBe(0);
    expect(stepAfter(2, 'all')).toBe(6);
    expect(stepAfter(4, 'none')).toBe(0);
  });
});
