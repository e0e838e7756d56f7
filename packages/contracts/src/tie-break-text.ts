// The lines that say how the winner rule settled equal standards: written the same under the
// winner on the projector's final screen and the phones, and in the xlsx export.
import { asShown } from '@orbis/engine';
import type { WinnerTieBreak } from './games.js';
import type { NumberFormat } from './numbers.js';
import type { PlaceholderValues } from './placeholders.js';

/** What writing the lines needs: a game language's system messages and its number formats. */
export interface TieBreakTexts extends Pick<NumberFormat, 'number' | 'percent'> {
  t(id: string, params?: PlaceholderValues): string;
}

/**
 * Who had the same standard, and what decided among them: the winner's (`winner`, a country id)
 * rise since the start, written as the standard it rose from and the one it reached; its
 * peaceful acts; or nothing, so the win is shared.
 */
export function tieBreakLines(
  tie: WinnerTieBreak,
  winner: number | undefined,
  texts: TieBreakTexts,
): { equal: string; decided: string } {
  const countries = tie.tied.map((t) => t.name).join(', ');
  const equal = texts.t('final.tie_equal_standard', {
    standard: texts.percent(tie.standard),
    countries,
  });
  const first = tie.tied.find((t) => t.country === winner);
  if (tie.by === 'rise' && first && first.rise !== null) {
    // The rise is the shown standard now less the shown one at the start (engine, nominations).
    const from = asShown(tie.standard - first.rise);
    return {
      equal,
      decided: texts.t('final.tie_rise_v2', {
        from: texts.percent(from),
        to: texts.percent(tie.standard),
      }),
    };
  }
  if (tie.by === 'peaceful_acts' && first) {
    const value = texts.number(first.peacefulActs);
    return { equal, decided: texts.t('final.tie_peaceful_acts', { value }) };
  }
  return { equal, decided: texts.t('final.tie_shared') };
}
