import {
  isRevealed,
  tieBreakLines,
  type GameFinal,
  type NominationName,
  type Nominee,
  type WinnerTieBreak,
} from '@orbis/contracts';
import { useGameFinal } from '../../../../lib/game-final';
import { NOMINATION_REVEAL_ORDER, nomineeValue } from '../../../../lib/nominee-value';
import { useTexts } from '../../../../components/game-texts';
import { Badge, Card, Flag } from '../../../../components/game-ui';
import styles from './game-over.module.css';

/**
 * The nominations as far as the host has revealed them on the projector, and never further: the
 * server sends no more, and each step arrives live. Our own country is marked.
 */
export function PhoneNominations({ gameId, us }: { gameId: number; us: number }) {
  const { t } = useTexts();
  const final = useGameFinal(gameId);
  if (!final.data)
    return (
      <Card title={t('player.nominations')}>
        <p className={styles.muted}>{final.isError ? t('player.request_failed') : '…'}</p>
      </Card>
    );
  return (
    <Card title={t('player.nominations')} testId="phone-nominations">
      <ol className={styles.nominations} data-revealed={final.data.revealed}>
        {NOMINATION_REVEAL_ORDER.map((name) => (
          <Nomination key={name} name={name} final={final.data} us={us} />
        ))}
      </ol>
    </Card>
  );
}

function Nomination({ name, final, us }: { name: NominationName; final: GameFinal; us: number }) {
  const texts = useTexts();
  const { t } = texts;
  const revealed = isRevealed(name, final.revealed);
  const nominees: Nominee[] = final[name] ?? [];
  return (
    <li
      className={name === 'winner' ? `${styles.nomination} ${styles.winner}` : styles.nomination}
      data-testid={`phone-nomination-${name}`}
      data-revealed={revealed}
    >
      <h3 className={styles.nominationTitle}>{t(`nomination.${name}`)}</h3>
      {!revealed ? (
        <p className={styles.muted}>{t('player.not_revealed')}</p>
      ) : name === 'winner' && final.game.collapsed ? (
        <p className={styles.collapsed}>{t('final.no_winner')}</p>
      ) : nominees.length === 0 ? (
        <p className={styles.muted}>{t('final.nobody')}</p>
      ) : (
        <ul className={styles.nominees}>
          {nominees.map((n) => (
            <li key={n.country} data-testid="phone-nominee" data-us={n.country === us}>
              <Flag src={n.flag} name="" />
              <span className={styles.name} data-testid="phone-nominee-name">
                {n.name}
              </span>
              {n.country === us && <Badge tone="ok">{t('player.that_is_us')}</Badge>}
              <span className={styles.value} data-testid="phone-nominee-value">
                {nomineeValue(texts, name, n.value)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {revealed && name === 'winner' && final.winnerTieBreak && nominees.length > 0 && (
        <TieBreak tie={final.winnerTieBreak} winners={nominees} />
      )}
    </li>
  );
}

/** How the winner rule settled equal standards, as the projector says it under the winner. */
function TieBreak({ tie, winners }: { tie: WinnerTieBreak; winners: Nominee[] }) {
  const texts = useTexts();
  const { equal, decided } = tieBreakLines(tie, winners[0]?.country, texts);
  return (
    <div className={styles.tieBreak} data-testid="phone-winner-tie-break">
      <p>{equal}</p>
      <p className={styles.tieDecided}>{decided}</p>
    </div>
  );
}
