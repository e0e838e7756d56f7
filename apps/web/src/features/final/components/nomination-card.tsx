import type { NominationName, Nominee, WinnerTieBreak } from '@orbis/contracts';
import type { CSSProperties } from 'react';
import { nomineeValue } from '../../../lib/nominee-value';
import type { SystemMessages } from '../../../lib/system-messages';
import classes from './final-screen.module.css';
import { WinnerTieBreakNote } from './winner-tie-break';

// How big each nominee is drawn, by how many share the card (the index): the winner's card is
// wide and holds them in one row, the others in up to three columns.
const WIDE_SCALE = [1, 1, 0.9, 0.8, 0.75, 0.7, 0.65, 0.6, 0.6, 0.55];
const SCALE = [1, 1, 0.85, 0.7, 0.7, 0.55, 0.55, 0.55, 0.55, 0.55];

// A winner explained by the winner rule shares its card with two lines of text: drawn smaller.
const EXPLAINED_SCALE = 0.65;

/** The grid of a card's nominees: its columns and the scale of each. */
function grid(count: number, wide: boolean, explained: boolean): CSSProperties {
  const columns = wide ? Math.min(count, 9) : count <= 1 ? 1 : count <= 4 ? 2 : 3;
  const full = (wide ? WIDE_SCALE : SCALE)[count] ?? 0.55;
  const scale = explained ? Math.min(full, EXPLAINED_SCALE) : full;
  return { '--columns': columns, '--scale': scale } as CSSProperties;
}

/**
 * One nomination: hidden until revealed, then every country that shares it (ties) with its
 * flag, name and value; nobody when the list is empty. The winner adds a banner ("Co-winners!"
 * when several share it) and, when equal standards were settled by the winner rule, how; or it
 * says that nobody won when the world collapsed.
 */
export function NominationCard({
  name,
  nominees,
  revealed,
  collapsed,
  tieBreak,
  texts,
}: {
  name: NominationName;
  nominees: Nominee[];
  revealed: boolean;
  collapsed: boolean;
  tieBreak?: WinnerTieBreak | undefined;
  texts: SystemMessages;
}) {
  const winner = name === 'winner';
  // The winner's banner says it all once shown; the small title would only repeat it.
  const banner = winner && revealed && !collapsed && nominees.length > 0;
  return (
    <section
      className={winner ? `${classes.card} ${classes.winner}` : classes.card}
      aria-label={texts.t(`nomination.${name}`)}
      data-testid={`nomination-${name}`}
      data-revealed={revealed}
    >
      {!banner && <div className={classes.cardTitle}>{texts.t(`nomination.${name}`)}</div>}
      {!revealed ? (
        <div className={classes.hidden} aria-hidden>
          ?
        </div>
      ) : winner && collapsed ? (
        <div className={classes.revealed}>
          <div className={classes.collapsed} data-testid="no-winner">
            {texts.t('final.no_winner')}
          </div>
        </div>
      ) : nominees.length === 0 ? (
        <div className={classes.revealed}>
          <div className={classes.nobody} data-testid="nobody">
            {texts.t('final.nobody')}
          </div>
        </div>
      ) : (
        <div className={classes.revealed}>
          {banner && (
            <div className={classes.banner} data-testid="winner-banner">
              {texts.t(nominees.length > 1 ? 'final.co_winners_banner' : 'final.winner_banner')}
            </div>
          )}
          <ul
            className={classes.nominees}
            style={grid(nominees.length, winner, winner && tieBreak !== undefined)}
          >
            {nominees.map((n) => (
              <li key={n.country} className={classes.nominee} data-testid="nominee">
                {n.flag && <img className={classes.flag} src={n.flag} alt="" />}
                <span className={classes.name}>{n.name}</span>
                <span className={classes.value}>{nomineeValue(texts, name, n.value)}</span>
              </li>
            ))}
          </ul>
          {winner && tieBreak && (
            <WinnerTieBreakNote tie={tieBreak} winners={nominees} texts={texts} />
          )}
        </div>
      )}
    </section>
  );
}
