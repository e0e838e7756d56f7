import type { HallWorld } from '@orbis/contracts';
import type { SystemMessages } from '../../../lib/system-messages';
import { Seats } from './seating';
import classes from './hall.module.css';

/** The world's ecology as the stats screen colours it. */
const ecologyLevel = (ecology: number) =>
  ecology >= 60 ? 'good' : ecology >= 30 ? 'low' : 'critical';

/** Where a world stands: over, not started yet, or its round of how many. */
function progress(world: HallWorld, texts: SystemMessages): string {
  if (world.over) return texts.t('stats.game_over');
  if (world.seating) return texts.t('stats.not_started');
  return texts.t('clock.round_of', {
    round: texts.count(world.round),
    rounds: texts.count(world.rounds),
  });
}

/** One world's panel: its round, ecology and leader, and every country's average standard. */
function WorldPanel({ world, texts }: { world: HallWorld; texts: SystemMessages }) {
  const standings = [...world.countries].sort((a, b) => b.averageStandard - a.averageStandard);
  const headingId = `hall-world-${world.gameId}`;
  return (
    <section
      className={classes.world}
      aria-labelledby={headingId}
      data-testid="hall-world"
      data-game={world.gameId}
      data-round={world.round}
      data-seating={world.seating}
    >
      <h2 className={classes.worldName} id={headingId}>
        {world.name}
      </h2>
      <div className={classes.progress} data-testid="hall-progress">
        {progress(world, texts)}
      </div>
      {world.seating ? (
        // A world that has not started yet still seats its teams.
        <Seats world={world} texts={texts} />
      ) : (
        <>
          <dl className={classes.figures}>
            <div className={classes.figure}>
              <dt>{texts.t('stats.ecology')}</dt>
              <dd
                className={classes.ecology}
                data-level={ecologyLevel(world.ecology)}
                data-testid="hall-ecology"
              >
                {texts.percent(world.ecology)}
              </dd>
            </div>
            <div className={classes.figure}>
              <dt>{texts.t('hall.leader')}</dt>
              <dd className={classes.leader} data-testid="hall-leader">
                {world.collapsed ? (
                  texts.t('final.no_winner')
                ) : world.leader ? (
                  <>
                    {world.leader.flag && (
                      <img className={classes.flag} src={world.leader.flag} alt="" />
                    )}
                    <span>{world.leader.name}</span>
                  </>
                ) : null}
              </dd>
            </div>
          </dl>
          <div className={classes.standingsTitle} id={`${headingId}-standings`}>
            {texts.t('stats.average_standard')}
          </div>
          <ol className={classes.standings} aria-labelledby={`${headingId}-standings`}>
            {standings.map((country) => (
              <li key={country.id} className={classes.standing}>
                {country.flag && <img className={classes.flag} src={country.flag} alt="" />}
                <span className={classes.standingName}>{country.name}</span>
                <span className={classes.standingValue}>
                  {texts.percent(country.averageStandard)}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

/** Once rounds run: the worlds side by side, each as its projector's stats show it. */
export function LiveWorlds({ worlds, texts }: { worlds: HallWorld[]; texts: SystemMessages }) {
  return (
    <div className={classes.worlds}>
      {worlds.map((world) => (
        <WorldPanel key={world.gameId} world={world} texts={texts} />
      ))}
    </div>
  );
}
