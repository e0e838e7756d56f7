import { describe, expect, it } from 'vitest';
import type { WinnerTieBreak } from './games.js';
import { numberFormat } from './numbers.js';
import { fillPlaceholders } from './placeholders.js';
import { tieBreakLines, type TieBreakTexts } from './tie-break-text.js';

/** A game language's texts as the server and the screens fill them. */
function textsOf(language: string, messages: Record<string, string>): TieBreakTexts {
  return {
    ...numberFormat(language),
    t: (id, params) => fillPlaceholders(messages[id] ?? id, params),
  };
}

const en = textsOf('en', {
  'final.tie_equal_standard': 'Equal living standard of {{standard}}: {{countries}}',
  'final.tie_rise_v2':
    'Decided by the biggest rise since the start of the game: from {{from}} to {{to}}',
  'final.tie_peaceful_acts':
    'Equal rise since the start; decided by the most peaceful acts: {{value}}',
  'final.tie_shared': 'Equal rise since the start and equal peaceful acts: the win is shared',
});

const ru = textsOf('ru', {
  'final.tie_equal_standard': 'Равный уровень жизни {{standard}}: {{countries}}',
  'final.tie_rise_v2': 'Решил наибольший рост с начала игры: с {{from}} до {{to}}',
});

const tie = (by: WinnerTieBreak['by'], rise: (number | null)[], standard = 96): WinnerTieBreak => ({
  by,
  standard,
  tied: [
    { country: 1, name: 'Brazil', rise: rise[0] ?? null, peacefulActs: 2 },
    { country: 2, name: 'Japan', rise: rise[1] ?? null, peacefulActs: 1 },
  ],
});

describe('tieBreakLines', () => {
  it('names the countries with the same standard and where the winner rose from', () => {
    expect(tieBreakLines(tie('rise', [44.5, 30]), 1, en)).toEqual({
      equal: 'Equal living standard of 96%: Brazil, Japan',
      decided: 'Decided by the biggest rise since the start of the game: from 51.5% to 96%',
    });
  });

  it('writes the rise in words and the language’s percentages, never as a bare "п."', () => {
    // The play-through's tie: both show 21 %, the winner came from 7,6 %.
    const lines = tieBreakLines(
      {
        by: 'rise',
        standard: 21,
        tied: [
          { country: 7, name: 'Россия', rise: 1.1, peacefulActs: 0 },
          { country: 8, name: 'Аргентина', rise: 13.4, peacefulActs: 0 },
        ],
      },
      8,
      ru,
    );
    const nb = (text: string) => text.replace(/ %/g, '\u00a0%');
    expect(lines).toEqual({
      equal: nb('Равный уровень жизни 21 %: Россия, Аргентина'),
      decided: nb('Решил наибольший рост с начала игры: с 7,6 % до 21 %'),
    });
    expect(lines.decided).not.toMatch(/п\./);
  });

  it('gives the winner’s peaceful acts when the rise was equal', () => {
    const lines = tieBreakLines(tie('peaceful_acts', [-1.2, -1.2]), 1, en);
    expect(lines.decided).toBe('Equal rise since the start; decided by the most peaceful acts: 2');
  });

  it('says the win is shared when nothing separated the co-winners', () => {
    expect(tieBreakLines(tie('shared', [null, null]), 1, en).decided).toBe(
      'Equal rise since the start and equal peaceful acts: the win is shared',
    );
  });
});
