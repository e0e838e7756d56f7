import type { TeamStory } from '@orbis/contracts';
import { useTeamStory } from '../../api/get-team-story';
import { spendingTotals, spentIn, standardChange } from '../../utils/story';
import { useTexts } from '../../../../components/game-texts';
import { Card, Flag } from '../../../../components/game-ui';
import styles from './game-over.module.css';

/** A change of the standard with its sign, in the game's format: +4.6 (+4,6), -3.1, ±0. */
const signed = (value: number, number: (value: number) => string) =>
  value > 0 ? `+${number(value)}` : value === 0 ? '±0' : number(value);

/** Our standard round by round, with the budget left and what the orders cost. */
function Rounds({ story }: { story: TeamStory }) {
  const { t, money, number, percent } = useTexts();
  return (
    <Card title={t('player.our_story')} testId="team-story">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('player.story_round')}</th>
            <th scope="col">{t('player.average_standard')}</th>
            <th scope="col">{t('player.budget')}</th>
            <th scope="col">{t('player.story_spent')}</th>
          </tr>
        </thead>
        <tbody>
          {story.rounds.map((round, i) => {
            const change = standardChange(story.rounds, i);
            return (
              <tr key={round.round} data-testid="story-round">
                <th scope="row">{round.round}</th>
                <td>
                  <strong>{percent(round.averageStandard)}</strong>
                  {change !== null && (
                    <span
                      className={styles.change}
                      data-sign={change > 0 ? 'up' : change < 0 ? 'down' : 'same'}
                    >
                      {signed(change, number)}
                    </span>
                  )}
                </td>
                <td>{money(round.budget)}</td>
                <td>{money(spentIn(round))}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}

/** What the team spent its money on over the game, each kind with its share of the largest. */
function Spending({ story }: { story: TeamStory }) {
  const { t, money } = useTexts();
  const totals = spendingTotals(story.rounds);
  const largest = totals[0]?.amount ?? 0;
  return (
    <Card title={t('player.spending')} testId="team-spending">
      {totals.length === 0 ? (
        <p className={styles.muted}>{t('player.spent_nothing')}</p>
      ) : (
        <ul className={styles.spending}>
          {totals.map(({ type, amount }) => (
            <li key={type} data-type={type}>
              <span className={styles.spendingName}>{t(`order.${type}`)}</span>
              <span className={styles.spendingAmount}>{money(amount)}</span>
              <span className={styles.bar} aria-hidden="true">
                <span style={{ width: `${Math.max(4, (amount / largest) * 100)}%` }} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The bombs dropped on our cities: who, when, and what they did; hidden until the host shows them. */
function BombedUs({ story }: { story: TeamStory }) {
  const { t } = useTexts();
  const { attacks } = story;
  return (
    <Card title={t('player.bombed_us')} testId="team-bombed">
      {attacks === null ? (
        <p className={styles.muted}>{t('player.bombed_hidden')}</p>
      ) : attacks.length === 0 ? (
        <p className={styles.muted} data-testid="nobody-bombed-us">
          {t('player.nobody_bombed_us')}
        </p>
      ) : (
        <ul className={styles.attacks}>
          {attacks.map((attack, i) => (
            <li key={i} data-testid="bombed-us" data-destroyed={attack.destroyed}>
              <div className={styles.attacker}>
                <Flag src={attack.from.flag} name="" />
                <strong>{attack.from.name}</strong>
                <span aria-hidden="true">→</span>
                <span>{attack.city.name}</span>
              </div>
              <div className={styles.attackDetails}>
                {t('final.attack_round', { round: attack.round })}
                {' · '}
                <span className={styles.result}>
                  {t(attack.destroyed ? 'final.attack_destroyed' : 'final.attack_stopped')}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The team's own story at game over: its rounds, its spending, and who bombed it. */
export function TeamStoryCards({ gameId }: { gameId: number }) {
  const { t } = useTexts();
  const story = useTeamStory(gameId);
  if (!story.data)
    return (
      <Card title={t('player.our_story')}>
        <p className={styles.muted}>{story.isError ? t('player.request_failed') : '…'}</p>
      </Card>
    );
  return (
    <>
      <Rounds story={story.data} />
      <Spending story={story.data} />
      <BombedUs story={story.data} />
    </>
  );
}
