import { ActionIcon, useMantineTheme } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import type { GameStats } from '@orbis/contracts';
import { lazy, Suspense, type CSSProperties } from 'react';
import { ConnectionIndicator } from '../../../components/connection-indicator';
import { Preloader } from '../../../components/preloader';
import {
  ProjectorError,
  ProjectorGame,
  ProjectorScreen,
} from '../../../components/projector-screen';
import { useSystemMessages, type SystemMessages } from '../../../lib/system-messages';
import type { LiveState } from '../../../lib/realtime/socket';
import { useGameStats } from '../api/get-game-stats';
import { useNewsShow } from '../hooks/use-news-show';
import { countryColor } from '../../../lib/country-colors';
import { ClockDisplay } from './clock-display';
import { CountryColumn } from './country-column';
import { JoinPanel } from './join-panel';
import { NewsHeadlines } from './round-news';
import { RulesPanel } from './rules-panel';
import classes from './stats-screen.module.css';

// The charts (Chart.js, the largest piece of this screen) load once the screen shows, so they
// do not compete with its first paint.
const EcologyChart = lazy(() =>
  import('./stats-charts').then((m) => ({ default: m.EcologyChart })),
);
const StandardChart = lazy(() =>
  import('./stats-charts').then((m) => ({ default: m.StandardChart })),
);

/**
 * The public stats screen for a projector: the round clock, every country's cities and
 * standards, the world's ecology and the average standards, and while the game is at round 1, how
 * to join it (before round 1 starts, how to play in short, in place of the charts). When a round
 * ends, its news takes the screen one headline at a time, then the figures return.
 */
export function StatsScreen() {
  return <ProjectorGame>{(gameId) => <LoadedStats gameId={gameId} />}</ProjectorGame>;
}

function LoadedStats({ gameId }: { gameId: number }) {
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
    return (
      <ProjectorScreen>
        <Preloader />
      </ProjectorScreen>
    );
  }
  return <Stats stats={stats.data} texts={texts.data} live={live} />;
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
  const theme = useMantineTheme();
  const { game, countries } = stats;
  const colors = countries.map((_, i) => countryColor(theme, i));
  const news = useNewsShow(stats.news);
  return (
    <ProjectorScreen
      texts={texts}
      title={game.title}
      aside={
        <>
          {/* The room needs no "live" badge; the host sees when updates stall. */}
          {live !== 'live' && (
            <ConnectionIndicator
              state={live}
              labels={{
                connecting: texts.t('stats.connecting'),
                reconnecting: texts.t('stats.reconnecting'),
                denied: texts.t('stats.no_updates'),
              }}
            />
          )}
          {news.latest > 0 && !news.current && (
            <ActionIcon
              variant="subtle"
              color="gray"
              size="xl"
              onClick={news.replay}
              title={texts.t('stats.news_replay')}
              aria-label={texts.t('stats.news_replay')}
              data-testid="news-replay"
            >
              <IconNews />
            </ActionIcon>
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
        <Figures stats={stats} colors={colors} texts={texts} />
      )}
    </ProjectorScreen>
  );
}

/**
 * Every country's column, then the ecology and standard charts (how to play before round 1, and
 * how to join at round 1).
 */
function Figures({
  stats,
  colors,
  texts,
}: {
  stats: GameStats;
  colors: string[];
  texts: SystemMessages;
}) {
  const { game, countries } = stats;
  // Before round 1 the charts have nothing to show: the room reads how to play instead.
  const beforeRoundOne = game.round === 1 && game.stopped && !game.over;
  return (
    <>
      <div
        className={classes.countries}
        style={{ '--countries': Math.max(countries.length, 1) } as CSSProperties}
      >
        {countries.map((country, i) => (
          <CountryColumn key={country.id} country={country} color={colors[i] ?? ''} texts={texts} />
        ))}
      </div>
      <div className={classes.bottom}>
        {beforeRoundOne ? (
          <RulesPanel texts={texts} />
        ) : (
          <Charts stats={stats} texts={texts} colors={colors} />
        )}
        {game.round === 1 && !game.over && <JoinPanel link={game.access_link} texts={texts} />}
      </div>
    </>
  );
}

/** The world's ecology and the countries' average standards, round by round. */
function Charts({
  stats,
  texts,
  colors,
}: {
  stats: GameStats;
  texts: SystemMessages;
  colors: string[];
}) {
  const { countries, ecology } = stats;
  const current = ecology.at(-1) ?? 0;
  return (
    <>
      <section className={classes.panel}>
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
          <Suspense fallback={null}>
            <EcologyChart
              label={texts.t('stats.ecology_chart')}
              labels={ecology.map((_, i) => (i === 0 ? texts.t('stats.start') : String(i)))}
              values={ecology}
            />
          </Suspense>
        </div>
      </section>
      <section className={classes.panel}>
        <div className={classes.panelTitle}>
          <span>{texts.t('stats.average_standard_chart')}</span>
        </div>
        <div className={classes.chart}>
          <Suspense fallback={null}>
            <StandardChart
              label={texts.t('stats.average_standard_chart')}
              labels={countries.map((c) => c.name)}
              values={countries.map((c) => c.averageStandard)}
              colors={colors}
            />
          </Suspense>
        </div>
      </section>
    </>
  );
}
