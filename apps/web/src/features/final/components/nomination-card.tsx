import type { NominationName, Nominee, WinnerTieBreak } from '@orbis/contracts';
import { useRef, type CSSProperties } from 'react';
import { nomineeValue } from '../../../lib/nominee-value';
import type { SystemMessages } from '../../../lib/system-messages';
import { useFitScale } from '../hooks/use-fit-scale';
import classes from './final-screen.module.css';
import { WinnerTieBreakNote } from './winner-tie-break';

// How big each nominee is drawn, by how many share the card (the index): the winner's card is
// wide and holds them in one row, the others (and the winner beside the attacks) in up to three
// columns. The sizes then shrink until the card's content fits it (useFitScale).
const WIDE_SCALE = [1, 1, 0.9, 0.8, 0.75, 0.7, 0.65, 0.6, 0.6, 0.55];
const SCALE = [1, 1, 0.85, 0.7, 0.7, 0.55, 0.55, 0.55, 0.55, 0.55];

// A winner explained by the winner rule shares its card with two lines of text: drawn smaller.
const EXPLAINED_SCALE = 0.8;
// The winner beside the attacks has a column the screen's height to itself: drawn larger.
const CLOSING_SCALE = 1.25;

type CardLayout = 'wide' | 'card' | 'closing';

/** How many columns a card's nominees take. */
function columnsOf(count: number, layout: CardLayout): number {
  if (layout === 'wide') return Math.min(count, 9);
  // Beside the attacks, co-winners stand one under the other: the column is tall, not wide.
  if (layout === 'closing') return count <= 3 ? 1 : count <= 8 ? 2 : 3;
  return count <= 1 ? 1 : count <= 4 ? 2 : 3;
}

/** The grid of a card's nominees: its columns, and the largest scale they are drawn at. */
function grid(count: number, layout: CardLayout, explained: boolean) {
  const wide = layout === 'wide';
  const columns = columnsOf(count, layout);
  const full = (wide ? WIDE_SCALE : SCALE)[count] ?? 0.55;
  let scale = explained ? Math.min(full, EXPLAINED_SCALE) : full;
  if (layout === 'closing') scale = full * CLOSING_SCALE;
  return {
    columns: { '--columns': columns } as CSSProperties,
    scale: { '--scale': scale } as CSSProperties,
    largest: scale,
    // One winner across the screen: its flag, name and figure on one line, leaving the height to
    // the type.
    inline: wide && count === 1,
  };
}

/**
 * One nomination: hidden until revealed, then every country that shares it (ties) with its
 * flag, name and value; nobody when the list is empty. The winner adds a banner ("Co-winners!"
 * when several share it) and, when equal standards were settled by the winner rule, how; or it
 * says that nobody won when the world collapsed. The winner's names and figures are the largest
 * type of the screen: the back row reads them first. `closing`: the winner's card beside the
 * attacks, the reveal's last frame.
 */
export function NominationCard({
  name,
  nominees,
  revealed,
  collapsed,
  tieBreak,
  closing = false,
  texts,
}: {
  name: NominationName;
  nominees: Nominee[];
  revealed: boolean;
  collapsed: boolean;
  tieBreak?: WinnerTieBreak | undefined;
  closing?: boolean;
  texts: SystemMessages;
}) {
  const winner = name === 'winner';
  // The winner's banner says it all once shown; the small title would only repeat it.
  const banner = winner && revealed && !collapsed && nominees.length > 0;
  const card = useRef<HTMLElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const layout = grid(
    nominees.length,
    closing ? 'closing' : winner ? 'wide' : 'card',
    winner && tieBreak !== undefined,
  );
  useFitScale(
    card,
    layout.largest,
    JSON.stringify([revealed, collapsed, nominees, tieBreak ?? null, closing]),
    content,
  );
  return (
    <section
      ref={card}
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
        <div ref={content} className={classes.revealed} style={layout.scale}>
          {banner && (
            <div className={classes.banner} data-testid="winner-banner">
              {texts.t(nominees.length > 1 ? 'final.co_winners_banner' : 'final.winner_banner')}
            </div>
          )}
          <ul
            className={layout.inline ? `${classes.nominees} ${classes.inline}` : classes.nominees}
            style={layout.columns}
          >
            {nominees.map((n) => (
              <li key={n.country} className={classes.nominee} data-testid="nominee">
                {n.flag && <img className={classes.flag} src={n.flag} alt="" />}
                <span className={classes.name} data-testid="nominee-name">
                  {n.name}
                </span>
                <span className={classes.value} data-testid="nominee-value">
                  {nomineeValue(texts, name, n.value)}
                </span>
              </li>
            ))}
          </ul>
          {/* What the winner's figure is: the rule that decides the game, said once. */}
          {winner && <div className={classes.measure}>{texts.t('stats.average_standard')}</div>}
          {winner && tieBreak && (
            <WinnerTieBreakNote tie={tieBreak} winners={nominees} texts={texts} />
          )}
        </div>
      )}
    </section>
  );
}
