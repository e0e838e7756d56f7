import { describe, expect, it } from 'vitest';
import { worldNames } from './world-names';

describe('worldNames', () => {
  it('leaves the names to the server when none is written', () => {
    expect(worldNames('')).toBeUndefined();
    expect(worldNames('  \n\n ')).toBeUndefined();
  });

  it('takes one name a line, trimmed, skipping blank lines', () => {
    expect(worldNames(' North \n\nSouth\r\n East')).toEqual(['North', 'South', 'East']);
  });
});
