import { IconNews } from '@tabler/icons-react';
import type { GameStats } from '@orbis/contracts';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
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
import { useGameStats } from '../api/get-game-stats';
import { useNamesFit } from '../../../lib/use-names-fit';
import { useNewsShow } from '../hooks/use-news-show';
import type * as StatsCharts from './stats-charts';
import { countryAccent } from '../../../lib/country-colors';
import { ClockDisplay } from './clock-display';
import { CountryColumn } from './country-column';
import { JoinPanel } from './join-panel';
import { NewsHeadlines } from './round-news';
import { RulesPanel } from './rules-panel';
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
 * True from the paint after `ready` turned true. Each chart is drawn in a task of its own, one
 * frame apart: drawn together, they held the page for one long task.
 */
function useNextPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready) return;
    return afterNextPaint(() => setPainted(true));
  }, [ready]);
  return painted;
}

/**
 * The public stats screen for a projector: the round clock, every country's cities and
 * standards, the world's ecology and the average standards, and while the game is at round 1, how
 * to join it (before round 1 starts, how to play in short, in place of the charts). When a round
 * ends, its news takes the screen one headline at a time, then the figures return.
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
  const { game } = stats;
  const news = useNewsShow(stats.news, game.round);
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
        <Figures stats={stats} texts={texts} />
      )}
    </ProjectorScreen>
  );
}

/**
 * Every country's column, then the ecology and standard charts (how to play before round 1, and
 * how to join at round 1).
 */
function Figures({ stats, texts }: { stats: GameStats; texts: SystemMessages }) {
  const { game, countries } = stats;
  // Before round 1 the charts have nothing to show: the room reads how to play instead.
  const beforeRoundOne = game.round === 1 && game.stopped && !game.over;
  const columns = useRef<HTMLDivElement>(null);
  useNamesFit(
    columns,
    // The marks beside a city's figure take room too.
    JSON.stringify(
      countries.map((c) => [
        c.name,
        c.cities.map((city) => [city.name, city.destroyed, city.shieldHits, city.ufo]),
      ]),
    ),
  );
  return (
    <>
      <div
        ref={columns}
        className={classes.countries}
        style={{ '--countries': Math.max(countries.length, 1) } as CSSProperties}
      >
        {countries.map((country, i) => (
          <CountryColumn
            key={country.id}
            country={country}
            color={countryAccent(i)}
            texts={texts}
          />
        ))}
      </div>
      <div className={classes.bottom}>
        {beforeRoundOne ? <RulesPanel texts={texts} /> : <Charts stats={stats} texts={texts} />}
        {game.round === 1 && !game.over && <JoinPanel link={game.access_link} texts={texts} />}
      </div>
    </>
  );
}

/** The world's ecology and the countries' average standards, round by round. */
function Charts({ stats, texts }: { stats: GameStats; texts: SystemMessages }) {
  const { countries, ecology } = stats;
  const current = ecology.at(-1) ?? 0;
  const charts = useChartsModule();
  const second = useNextPaint(charts !== null);
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
      <section className={classes.panel}>
        <div className={classes.panelTitle}>
          <span>{texts.t('stats.average_standard_chart')}</span>
        </div>
        <div className={classes.chart}>
          {charts && second && (
            <charts.StandardChart
              label={texts.t('stats.average_standard_chart')}
              labels={countries.map((c) => c.name)}
              values={countries.map((c) => c.averageStandard)}
              language={texts.code}
            />
          )}
        </div>
      </section>
    </>
  );
}
