import type { NewsItem, NewsType } from '@orbis/contracts';
import { useWorldNews } from '../../api/get-world-news';
import { roundsNewestFirst } from '../../utils/log';
import { useTexts } from '../../../../components/game-texts';
import { Card } from '../../../../components/game-ui';
import styles from './world-news.module.css';

// How a headline reads at a glance: bad news in red, good news in green, the rest neutral.
const BAD = new Set<NewsType>([
  'ecology_fell',
  'city_destroyed',
  'sanction',
  'technology',
  'ecology_collapse',
  'promise_broken',
]);
const GOOD = new Set<NewsType>([
  'ecology_rose',
  'shield_stopped_bomb',
  'lift_sanction',
  'negotiation_finished',
  'supertech_terraform',
]);

/** A headline's tone; a world event has its own, whatever it does. */
function tone(item: NewsItem): 'bad' | 'good' | 'neutral' | 'event' {
  if (item.type === 'world_event') return 'event';
  return BAD.has(item.type) ? 'bad' : GOOD.has(item.type) ? 'good' : 'neutral';
}

/** A headline's words: a world event's title, and its text under it. */
function Words({ item }: { item: NewsItem }) {
  if (item.type !== 'world_event') return <>{item.text}</>;
  return (
    <>
      <strong className={styles.eventTitle}>{item.title}</strong>
      {item.text && <span className={styles.eventText}>{item.text}</span>}
    </>
  );
}

/**
 * The world's news, the latest round first: what the projector told the room, the world events
 * of the round under way among them as soon as they happen.
 */
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
                  <li key={i} data-tone={tone(item)} data-type={item.type}>
                    <Words item={item} />
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
