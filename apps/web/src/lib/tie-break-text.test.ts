import type { Nominee, WinnerTieBreak } from '@orbis/contracts';
import { describe, expect, it } from 'vitest';
import { systemMessages } from './system-messages';
import { tieBreakLines } from './tie-break-text';

const texts = systemMessages('en', {
  'final.tie_equal_standard': 'Equal living standard of {{standard}}: {{countries}}',
  'final.tie_rise': 'Decided by the biggest rise since the start of the game: {{value}} points',
  'final.tie_peaceful_acts':
    'Equal rise since the start; decided by the most peaceful acts: {{value}}',
  'final.tie_shared': 'Equal rise since the start and equal peaceful acts: the win is shared',
});

const nominee = (country: number, name: string): Nominee => ({
  country,
  name,
  flag: '',
  preset: country,
  value: 96,
});

const tie = (by: WinnerTieBreak['by'], rise: (number | null)[]): WinnerTieBreak => ({
  by,
  standard: 96,
  tied: [
    { country: 1, name: 'Brazil', rise: rise[0] ?? null, peacefulActs: 2 },
    { country: 2, name: 'Japan', rise: rise[1] ?? null, peacefulActs: 1 },
  ],
});

describe('tieBreakLines', () => {
  it('names the countries with the same standard and the winner’s rise', () => {
    expect(tieBreakLines(tie('rise', [44.5, 30]), [nominee(1, 'Brazil')], texts)).toEqual({
      equal: 'Equal living standard of 96%: Brazil, Japan',
      decided: 'Decided by the biggest rise since the start of the game: +44.5 points',
    });
  });

  it('gives the winner’s peaceful acts when the rise was equal', () => {
    const lines = tieBreakLines(tie('peaceful_acts', [-1.2, -1.2]), [nominee(1, 'Brazil')], texts);
    expect(lines.decided).toBe('Equal rise since the start; decided by the most peaceful acts: 2');
  });

  it('says the win is shared when nothing separated the co-winners', () => {
    const winners = [nominee(1, 'Brazil'), nominee(2, 'Japan')];
    expect(tieBreakLines(tie('shared', [null, null]), winners, texts).decided).toBe(
      'Equal rise since the start and equal peaceful acts: the win is shared',
    );
  });
});
