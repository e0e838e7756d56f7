import { describe, expect, it } from 'vitest';
import { contrast, darken, luminance, readable } from './contrast';

describe('contrast', () => {
  it("gives WCAG's ratios", () => {
    expect(luminance('#ffffff')).toBeCloseTo(1);
    expect(luminance('#000000')).toBe(0);
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21);
    // Mantine's dimmed grey on white, as axe reported it.
    expect(contrast('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });

  it('darkens towards black', () => {
    expect(darken('#808080', 0.5)).toBe('#404040');
    expect(darken('#ffffff', 1)).toBe('#000000');
  });

  it('keeps a colour that already reads, and deepens one that does not', () => {
    expect(readable('#495057', ['#ffffff'])).toBe('#495057');
    const dimmed = readable('#868e96', ['#ffffff', '#f1f3f5']);
    expect(contrast(dimmed, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(dimmed, '#f1f3f5')).toBeGreaterThanOrEqual(4.5);
  });

  it('refuses what is not a #rrggbb colour', () => {
    expect(() => luminance('red')).toThrow();
  });
});
