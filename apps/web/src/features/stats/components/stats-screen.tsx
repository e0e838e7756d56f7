import { IconNews } from '@tabler/icons-react';
import type { GameStats } from '@orbis/contracts';
import { useEffect, useState } from 'react';
import { RoomLiveNotice } from '../../../components/live-indicator';
import { afterNextPaint } from '../../../lib/after-paint';
import { ProjectorIconButton } from '../../../components/projector-button';
import {
  ProjectorError,
  ProjectorLoading,
  ProjectorScreen,
} from '../../../components/projector-screen';
import { useSystemMessages, type SystemMessages } from '../../../lib/system-messages';
import type { LiveState } from '../../../lib/realtime/socket';
import { useGameStats } from '../../../lib/game-stats';
import { MotionProvider } from '../../../components/motion-provider';
import { resolvedRound } from '../../../components/world-map/map-state';
import { preloadRollingFigures } from '../../../components/standings-race/standings-race';
import type { FiguresProps } from '../hooks/use-last-round';
import { useNewsShow } from '../hooks/use-news-show';
import type * as StatsCharts from './stats-charts';
import { ClockDisplay } from './clock-display';
import { JoinPanel } from './join-panel';
import { NewsHeadlines } from './round-news';
import { RulesPanel } from './rules-panel';
import { StatsMap } from './stats-map';
import { StatsStandings } from './stats-standings';
import classes from './stats-screen.module.css';

type ChartsModule = typeof StatsCharts;

/**
 * The charts' code (Chart.js, the largest piece of this screen), asked for once the figures have
 * been painted: they never wait for it, and the charts' panels fill in when it comes.
 */
function useChartsModule(): ChartsModule | null {
  const [charts, setCharts] = useState<{ module: ChartsModule } | null>(null);
  useEffect(() => {
    let left = false;
    const cancel = afterNextPaint(() => {
      void import('./stats-charts').then((module) => {
        if (!left) setCharts({ module });
      });
    });
    return () => {
      left = true;
      cancel();
    };
  }, []);
  return charts?.module ?? null;
}

/**
 * The public stats screen for a projector: the round clock, the world map with every country's
 * cities, the standings and the world's ecology, and while the game is at round 1, how to join it
 * (before round 1 starts, how to play in short). When a round ends, its news takes the screen one
 * headline at a time; then the round's marks draw in on the map, and the standings move.
 */
export function StatsScreen({ gameId }: { gameId: number }) {
  const texts = useSystemMessages(gameId);
  const { query: stats, live } = useGameStats(gameId);
  const error = texts.error ?? stats.error;
  if (error && !stats.data) {
    return (
      <ProjectorScreen>
        <ProjectorError error={error} />
      </ProjectorScreen>
    );
  }
  if (!texts.data || !stats.data) {
    return <ProjectorLoading />;
  }
  return (
    <MotionProvider>
      <Stats stats={stats.data} texts={texts.data} live={live} />
    </MotionProvider>
  );
}

function Stats({
  stats,
  texts,
  live,
}: {
  stats: GameStats;
  texts: SystemMessages;
  live: LiveState;
}) {
  const { game } = stats;
  const news = useNewsShow(stats.news, game.round);
  // Only a round that ends while the screen is open draws in and races: a screen opened later
  // shows what it finds as it stands (as the news, old news is not played).
  const [opened] = useState(() => resolvedRound(stats));
  const moving = resolvedRound(stats) > opened;
  useEffect(() => {
    if (moving) preloadRollingFigures();
  }, [moving]);
  return (
    <ProjectorScreen
      texts={texts}
      title={game.title}
      aside={
        <>
          <RoomLiveNotice live={live} texts={texts} />
          {news.latest > 0 && !news.current && (
            <ProjectorIconButton
              label={texts.t('stats.news_replay')}
              onClick={news.replay}
              data-testid="news-replay"
            >
              <IconNews aria-hidden />
            </ProjectorIconButton>
          )}
          {game.clock && !game.over && <ClockDisplay clock={game.clock} texts={texts} />}
          <div className={classes.round} data-testid="stats-round" data-round={game.round}>
            {game.over ? texts.t('stats.game_over') : texts.t('stats.round', { round: game.round })}
          </div>
        </>
      }
    >
      {news.current ? (
        <NewsHeadlines show={news.current} onSkip={news.stop} texts={texts} />
      ) : (
        <Figures stats={stats} texts={texts} moving={moving} />
      )}
    </ProjectorScreen>
  );
}

/**
 * The map, the hero of the screen, beside the standings and the world's ecology (how to play
 * before round 1, and how to join at round 1, in their place).
 */
function Figures({ stats, texts, moving }: FiguresProps) {
  const { game } = stats;
  // Before round 1 the standings and the ecology have nothing to show: the room reads how to
  // play instead, and how to join while the game is at round 1.
  const beforeRoundOne = game.round === 1 && game.stopped && !game.over;
  const joining = game.round === 1 && !game.over;
  return (
    <div
      className={classes.stage}
      data-testid="stats-screen-stage"
      data-joining={joining || undefined}
    >
      <StatsMap stats={stats} texts={texts} moving={moving} />
      <div className={classes.side}>
        {beforeRoundOne ? (
          <RulesPanel texts={texts} />
        ) : (
          <StatsStandings stats={stats} texts={texts} moving={moving} />
        )}
        {joining ? (
          <JoinPanel link={game.access_link} texts={texts} />
        ) : (
          <EcologyPanel stats={stats} texts={texts} />
        )}
      </div>
    </div>
  );
}

/** The world's ecology, round by round. */
function EcologyPanel({ stats, texts }: { stats: GameStats; texts: SystemMessages }) {
  const { ecology } = stats;
  const current = ecology.at(-1) ?? 0;
  const charts = useChartsModule();
  return (
    <section className={`${classes.panel} ${classes.ecologyPanel}`}>
      <div className={classes.panelTitle}>
        <span>{texts.t('stats.ecology')}</span>
        <span
          className={classes.ecology}
          data-level={current >= 60 ? 'good' : current >= 30 ? 'low' : 'critical'}
          data-testid="stats-ecology"
        >
          {texts.percent(current)}
        </span>
      </div>
      <div className={classes.chart}>
        {charts && (
          <charts.EcologyChart
            label={texts.t('stats.ecology_chart')}
            labels={ecology.map((_, i) => (i === 0 ? texts.t('stats.start') : String(i)))}
            values={ecology}
            language={texts.code}
          />
        )}
      </div>
    </section>
  );
}
