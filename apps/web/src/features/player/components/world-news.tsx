import type { NewsType } from '@orbis/contracts';
import { useWorldNews } from '../api/get-world-news';
import { roundsNewestFirst } from '../utils/log';
import { useTexts } from '../../../components/game-texts';
import { Card } from '../../../components/game-ui';
import styles from './world-news.module.css';

// How a headline reads at a glance: bad news in red, good news in green, the rest neutral.
const BAD = new Set<NewsType>([
  'ecology_fell',
  'city_destroyed',
  'sanction',
  'technology',
  'ecology_collapse',
]);
const GOOD = new Set<NewsType>([
  'ecology_rose',
  'shield_stopped_bomb',
  'lift_sanction',
  'negotiation_finished',
  'supertech_terraform',
]);

// A world event (`world_event`) is neither: its story tells.
const tone = (type: NewsType | 'world_event') =>
  type === 'world_event' ? 'neutral' : BAD.has(type) ? 'bad' : GOOD.has(type) ? 'good' : 'neutral';

/** The world's news, the latest round first: what the projector told the room. */
export function WorldNews({ gameId }: { gameId: number }) {
  const { t } = useTexts();
  const news = useWorldNews(gameId);
  const rounds = news.data ? roundsNewestFirst(news.data) : [];
  return (
    <Card title={t('player.world_news')} testId="world-news">
      {news.data === undefined ? (
        <p className={styles.empty}>{news.isError ? t('player.request_failed') : '…'}</p>
      ) : rounds.length === 0 ? (
        <p className={styles.empty}>{t('player.news_empty')}</p>
      ) : (
        <div className={styles.rounds}>
          {rounds.map(({ round, entries }) => (
            <section key={round} data-testid="news-round" data-round={round}>
              <h3 className={styles.round}>{t('player.log_round', { round })}</h3>
              <ul className={styles.headlines}>
                {entries.map((item, i) => (
                  <li key={i} data-tone={tone(item.type)} data-type={item.type}>
                    {item.text}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </Card>
  );
}
