// Why a country earned a nomination, in the back-office's language: the debrief's and the event
// report's nominees say it alike.
import type { NominationName } from '@orbis/contracts';
import type { TFunction } from 'i18next';
import { formatCount, formatPercent } from './format';

/** The label that says why a country earned each nomination, with its figure as `value`. */
const WHY: Record<NominationName, string> = {
  winner: 'report.why.winner_standard',
  investor: 'report.why.investor',
  ecologist: 'report.why.ecologist',
  peacemaker: 'report.why.peacemaker',
  aggressor: 'report.why.aggressor',
};

/** Why a nominee earned `name`: its figure, the winner's standard as a percentage. */
export function nominationWhy(
  t: TFunction,
  name: NominationName,
  value: number,
  language: string,
): string {
  // The amounts' texts hold their own "$".
  const figure = name === 'winner' ? formatPercent(value, language) : formatCount(value, language);
  return t(WHY[name], { value: figure });
}
