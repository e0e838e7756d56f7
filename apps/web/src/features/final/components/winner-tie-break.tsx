import { tieBreakLines, type Nominee, type WinnerTieBreak } from '@orbis/contracts';
import type { SystemMessages } from '../../../lib/system-messages';
import classes from './final-screen.module.css';

/** Under the winner: how the winner rule settled equal standards, in the game's language. */
export function WinnerTieBreakNote({
  tie,
  winners,
  texts,
}: {
  tie: WinnerTieBreak;
  winners: Nominee[];
  texts: SystemMessages;
}) {
  const { equal, decided } = tieBreakLines(tie, winners[0]?.country, texts);
  return (
    <div className={classes.tieBreak} data-testid="winner-tie-break" data-by={tie.by}>
      <div>{equal}</div>
      <div className={classes.tieDecided}>{decided}</div>
    </div>
  );
}
