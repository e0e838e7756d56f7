import type { NewsType } from '@orbis/contracts';
import {
  IconAtom,
  IconBan,
  IconBomb,
  IconCircleCheck,
  IconHeartHandshake,
  IconKey,
  IconLeaf,
  IconLeafOff,
  IconMinus,
  IconPlayerTrackNext,
  IconShieldCheck,
  IconSkull,
  IconUfo,
  type Icon,
} from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { ProjectorButton } from '../../../components/projector-button';
import type { SystemMessages } from '../../../lib/system-messages';
import type { NewsShow } from '../hooks/use-news-show';
import classes from './round-news.module.css';

type Tone = 'bad' | 'good' | 'neutral';

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
};

const KEY_COLORS: Partial<Record<NewsType, string>> = {
  key_red: '#ff6b6b',
  key_green: '#69db7c',
  key_blue: '#4dabf7',
};

/**
 * A round's news on the projector: one large headline at a time, with the round, how far the
 * show is, and a way back to the figures.
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
  const { round, headlines, index } = show;
  const headline = headlines[index];
  if (!headline) return null;
  const look =
    headline.type === 'world_event'
      ? { icon: IconMinus, tone: 'neutral' }
      : (LOOK[headline.type] ?? { icon: IconMinus, tone: 'neutral' });
  const Picture = look.icon;
  const color = headline.type === 'world_event' ? undefined : KEY_COLORS[headline.type];
  return (
    <section
      className={classes.news}
      aria-label={texts.t('stats.news_title', { round })}
      data-testid="round-news"
      data-round={round}
    >
      <div className={classes.head}>
        <span className={classes.title}>{texts.t('stats.news_title', { round })}</span>
        <span className={classes.count} data-testid="news-count">
          {texts.t('stats.news_count', { index: index + 1, count: headlines.length })}
        </span>
      </div>
      {/* A new key per headline replays its entrance; the region reads each one out. */}
      <div
        key={`${round}-${index}`}
        className={classes.headline}
        data-tone={look.tone}
        data-type={headline.type}
        data-testid="news-headline"
        aria-live="polite"
        style={color ? ({ '--key': color } as CSSProperties) : undefined}
      >
        <Picture className={classes.picture} stroke={1.6} aria-hidden />
        <p className={classes.text}>{headline.text}</p>
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
