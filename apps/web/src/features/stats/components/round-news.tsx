import type { NewsItem, NewsType } from '@orbis/contracts';
import {
  IconAtom,
  IconBan,
  IconBomb,
  IconCircleCheck,
  IconHeartBroken,
  IconHeartHandshake,
  IconKey,
  IconLeaf,
  IconLeafOff,
  IconMinus,
  IconPlayerTrackNext,
  IconShieldCheck,
  IconSkull,
  IconUfo,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { ProjectorButton } from '../../../components/projector-button';
import type { SystemMessages } from '../../../lib/system-messages';
import type { NewsShow } from '../hooks/use-news-show';
import classes from './round-news.module.css';

type Tone = 'bad' | 'good' | 'neutral' | 'event';

/** Each kind of headline's picture and tone, so the room takes it in before reading it. */
const LOOK: Record<NewsType, { icon: Icon; tone: Tone }> = {
  ecology_fell: { icon: IconLeafOff, tone: 'bad' },
  ecology_rose: { icon: IconLeaf, tone: 'good' },
  ecology_held: { icon: IconMinus, tone: 'neutral' },
  city_destroyed: { icon: IconBomb, tone: 'bad' },
  shield_stopped_bomb: { icon: IconShieldCheck, tone: 'good' },
  sanction: { icon: IconBan, tone: 'bad' },
  lift_sanction: { icon: IconCircleCheck, tone: 'good' },
  technology: { icon: IconAtom, tone: 'bad' },
  negotiation_finished: { icon: IconHeartHandshake, tone: 'good' },
  key_red: { icon: IconKey, tone: 'neutral' },
  key_green: { icon: IconKey, tone: 'neutral' },
  key_blue: { icon: IconKey, tone: 'neutral' },
  supertech_dome: { icon: IconUfo, tone: 'neutral' },
  supertech_terraform: { icon: IconUfo, tone: 'good' },
  supertech_boom: { icon: IconUfo, tone: 'neutral' },
  ecology_collapse: { icon: IconSkull, tone: 'bad' },
  promise_broken: { icon: IconHeartBroken, tone: 'bad' },
};

/** A world event's look: its own picture and colour, whatever it does. */
const WORLD_EVENT_LOOK = { icon: IconWorld, tone: 'event' as Tone };

/** The picture and tone of a headline. */
function lookOf(item: NewsItem): { icon: Icon; tone: Tone } {
  if (item.type === 'world_event') return WORLD_EVENT_LOOK;
  return LOOK[item.type] ?? { icon: IconMinus, tone: 'neutral' };
}

/** A headline's words: a world event's title in large type with its text under it. */
function HeadlineWords({ item }: { item: NewsItem }) {
  if (item.type !== 'world_event') return <p className={classes.text}>{item.text}</p>;
  return (
    <div className={classes.words}>
      <p className={classes.text} data-testid="world-event-title">
        {item.title}
      </p>
      {item.text && (
        <p className={classes.subtext} data-testid="world-event-text">
          {item.text}
        </p>
      )}
    </div>
  );
}

const KEY_COLORS: Partial<Record<NewsType, string>> = {
  key_red: '#ff6b6b',
  key_green: '#69db7c',
  key_blue: '#4dabf7',
};

/**
 * A round's news on the projector: one large headline at a time, with the round, how far the
 * show is, and a way back to the figures. A world event that has just happened shows the same
 * way, under its own heading.
 */
export function NewsHeadlines({
  show,
  onSkip,
  texts,
}: {
  show: NonNullable<NewsShow['current']>;
  onSkip: () => void;
  texts: SystemMessages;
}) {
  const { mode, round, headlines, index } = show;
  const headline = headlines[index];
  if (!headline) return null;
  const look = lookOf(headline);
  const Picture = look.icon;
  const color = headline.type === 'world_event' ? undefined : KEY_COLORS[headline.type];
  const title =
    mode === 'events' ? texts.t('stats.world_event') : texts.t('stats.news_title', { round });
  return (
    <section
      className={classes.news}
      aria-label={title}
      data-testid="round-news"
      data-mode={mode}
      data-round={round}
    >
      <div className={classes.head}>
        <span className={classes.title}>{title}</span>
        {(mode === 'round' || headlines.length > 1) && (
          <span className={classes.count} data-testid="news-count">
            {texts.t('stats.news_count', { index: index + 1, count: headlines.length })}
          </span>
        )}
      </div>
      {/* A new key per headline replays its entrance; the region reads each one out. */}
      <div
        key={`${mode}-${round}-${index}`}
        className={classes.headline}
        data-tone={look.tone}
        data-type={headline.type}
        data-testid="news-headline"
        aria-live="polite"
        style={color ? ({ '--key': color } as CSSProperties) : undefined}
      >
        <Picture className={classes.picture} stroke={1.6} aria-hidden />
        <HeadlineWords item={headline} />
      </div>
      <div className={classes.foot}>
        <ol className={classes.dots} aria-hidden>
          {headlines.map((_, i) => (
            <li key={i} data-state={i < index ? 'done' : i === index ? 'now' : 'next'} />
          ))}
        </ol>
        <ProjectorButton
          variant="subtle"
          color="gray"
          size="lg"
          leftSection={<IconPlayerTrackNext size={22} aria-hidden />}
          onClick={onSkip}
          data-testid="news-skip"
        >
          {texts.t('stats.news_skip')}
        </ProjectorButton>
      </div>
    </section>
  );
}
