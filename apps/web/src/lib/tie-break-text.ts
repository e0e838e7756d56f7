import type { Nominee, WinnerTieBreak } from '@orbis/contracts';
import type { GameTexts } from './nominee-value';

/** A rise in points with its sign, as the room reads a change: +20, -1.5. */
function signed(texts: GameTexts, value: number): string {
  return value > 0 ? `+${texts.number(value)}` : texts.number(value);
}

/**
 * The two lines under the winner when equal standards were settled by the winner rule: who had
 * the same standard, and what decided (the winner's rise since the start, its peaceful acts) or
 * that nothing did and the win is shared.
 */
export function tieBreakLines(
  tie: WinnerTieBreak,
  winners: readonly Nominee[],
  texts: GameTexts,
): { equal: string; decided: string } {
  const countries = tie.tied.map((t) => t.name).join(', ');
  const standard = texts.percent(tie.standard);
  const equal = texts.t('final.tie_equal_standard', { standard, countries });
  const first = tie.tied.find((t) => t.country === winners[0]?.country);
  if (tie.by === 'rise' && first && first.rise !== null)
    return { equal, decided: texts.t('final.tie_rise', { value: signed(texts, first.rise) }) };
  if (tie.by === 'peaceful_acts' && first) {
    const value = texts.number(first.peacefulActs);
    return { equal, decided: texts.t('final.tie_peaceful_acts', { value }) };
  }
  return { equal, decided: texts.t('final.tie_shared') };
}
