import { useMantineTheme } from '@mantine/core';
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
import { countryColor } from '../utils/country-colors';
import { ClockDisplay } from './clock-display';
import { CountryColumn } from './country-column';
import { JoinPanel } from './join-panel';
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
 * standards, the world's ecology and the average standards, and while the game is at round 1, how to join it.
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
  const { game, countries, ecology } = stats;
  const colors = countries.map((_, i) => countryColor(theme, i));
  const current = ecology.at(-1) ?? 0;
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
          {game.clock && !game.over && <ClockDisplay clock={game.clock} texts={texts} />}
          <div className={classes.round} data-testid="stats-round" data-round={game.round}>
            {game.over ? texts.t('stats.game_over') : texts.t('stats.round', { round: game.round })}
          </div>
        </>
      }
    >
      <div
        className={classes.countries}
        style={{ '--countries': Math.max(countries.length, 1) } as CSSProperties}
      >
        {countries.map((country, i) => (
          <CountryColumn key={country.id} country={country} color={colors[i] ?? ''} texts={texts} />
        ))}
      </div>
      <div className={classes.bottom}>
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
        {game.round === 1 && !game.over && <JoinPanel link={game.access_link} texts={texts} />}
      </div>
    </ProjectorScreen>
  );
}
