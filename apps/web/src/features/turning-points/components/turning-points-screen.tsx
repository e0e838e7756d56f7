import type { PublicTurningPoints, TurningPoint } from '@orbis/contracts';
import { AnimatePresence, m } from 'motion/react';
import { MotionProvider } from '../../../components/motion-provider';
import {
  ProjectorError,
  ProjectorLoading,
  ProjectorMessage,
  ProjectorScreen,
} from '../../../components/projector-screen';
import { useGameCountries } from '../../../lib/game-stats';
import { useSystemMessages, type SystemMessages } from '../../../lib/system-messages';
import { isNotOpen, pointCountries, usePublicTurningPoints } from '../../../lib/turning-points';
import classes from './turning-points-screen.module.css';

interface Country {
  id: number;
  name: string;
  flag: string;
}

/**
 * The public turning points of a finished game: a title screen, then one turning point at a
 * time, large, as the host steps them from the control screen or the report.
 */
export function TurningPointsScreen({ gameId }: { gameId: number }) {
  const texts = useSystemMessages(gameId);
  const points = usePublicTurningPoints(gameId);
  const countries = useGameCountries(gameId, points.data !== undefined);
  if (texts.error) {
    return (
      <ProjectorScreen>
        <ProjectorError error={texts.error} />
      </ProjectorScreen>
    );
  }
  if (!texts.data || points.isPending) return <ProjectorLoading texts={texts.data} />;
  return (
    <Loaded
      data={points.data}
      error={points.error}
      countries={countries.data ?? []}
      texts={texts.data}
    />
  );
}

/** The list as the room may see it, or why not yet. */
function Loaded({
  data,
  error,
  countries,
  texts,
}: {
  data: PublicTurningPoints | undefined;
  error: unknown;
  countries: Country[];
  texts: SystemMessages;
}) {
  const heading = <div className={classes.heading}>{texts.t('turning_screen.title')}</div>;
  if (!data) {
    return (
      <ProjectorScreen texts={texts} aside={heading}>
        {isNotOpen(error) ? (
          <div data-testid="turning-points-waiting" className={classes.waiting}>
            <ProjectorMessage>{texts.t('turning_screen.not_open')}</ProjectorMessage>
          </div>
        ) : (
          <ProjectorError error={error} />
        )}
      </ProjectorScreen>
    );
  }
  return (
    <MotionProvider>
      <ProjectorScreen texts={texts} aside={heading}>
        <Steps data={data} countries={countries} texts={texts} />
      </ProjectorScreen>
    </MotionProvider>
  );
}

/** The step the host has shown: the title at 0, else the step-th turning point. */
function Steps({
  data,
  countries,
  texts,
}: {
  data: PublicTurningPoints;
  countries: Country[];
  texts: SystemMessages;
}) {
  const total = data.points.length;
  const step = Math.min(data.step, total);
  const point = step > 0 ? data.points[step - 1] : undefined;
  return (
    <div
      className={classes.stage}
      data-testid="turning-points-screen"
      data-step={step}
      data-total={total}
      aria-live="polite"
    >
      <AnimatePresence mode="wait" initial={false}>
        <m.div
          key={step}
          className={classes.slide}
          initial={{ opacity: 0, y: 24 }}
          animate={{ opacity: 1, y: 0 }}
          exit={{ opacity: 0, y: -24 }}
          transition={{ duration: 0.35, ease: 'easeOut' }}
        >
          {point ? (
            <PointSlide
              point={point}
              step={step}
              total={total}
              countries={countries}
              texts={texts}
            />
          ) : (
            <TitleSlide total={total} texts={texts} />
          )}
        </m.div>
      </AnimatePresence>
    </div>
  );
}

function TitleSlide({ total, texts }: { total: number; texts: SystemMessages }) {
  return (
    <div className={classes.title} data-testid="turning-points-title">
      <h2 className={classes.titleText}>{texts.t('turning_screen.title')}</h2>
      <p className={classes.found}>
        {total > 0
          ? texts.t('turning_screen.found', { count: texts.count(total) })
          : texts.t('turning_screen.none')}
      </p>
      {total > 0 && <p className={classes.hint}>{texts.t('turning_screen.host_steps')}</p>}
    </div>
  );
}

/** An effect with its sign, in the game language's numbers and a true minus: "+3.5", "−12.4". */
function signedFigure(value: number, texts: SystemMessages): string {
  if (value > 0) return `+${texts.number(value)}`;
  return value < 0 ? `\u2212${texts.number(-value)}` : texts.number(0);
}

/** An effect's colour: a loss red, a gain green, none plain. */
const effectTone = (value: number) =>
  value < 0 ? classes.loss : value > 0 ? classes.gain : undefined;

function PointSlide({
  point,
  step,
  total,
  countries,
  texts,
}: {
  point: TurningPoint;
  step: number;
  total: number;
  countries: Country[];
  texts: SystemMessages;
}) {
  const { actors, affected } = pointCountries(point, countries);
  return (
    <article
      className={classes.point}
      data-testid="turning-point"
      data-kind={point.kind}
      data-round={point.round}
    >
      <div className={classes.meta}>
        <span className={classes.round}>
          {texts.t('turning_screen.round', { round: point.round })}
        </span>
        <span className={classes.progress} data-testid="turning-points-progress">
          {texts.t('turning_screen.progress', { step, total })}
        </span>
      </div>
      {actors.length > 0 && (
        <ul className={classes.actors}>
          {actors.map((c) => (
            <li key={c.id} className={classes.actor}>
              {c.flag && <img className={classes.flag} src={c.flag} alt="" />}
              <span>{c.name}</span>
            </li>
          ))}
        </ul>
      )}
      <p className={classes.text} data-testid="turning-point-text">
        {point.text}
      </p>
      {point.effect && (
        <p
          className={`${classes.effect} ${effectTone(point.effect.averageStandard) ?? ''}`}
          data-testid="turning-point-effect"
        >
          {texts.t('turning_screen.effect', {
            value: signedFigure(point.effect.averageStandard, texts),
            country: affected?.name ?? '',
          })}
        </p>
      )}
      {point.evidence.length > 0 && (
        <div className={classes.evidence}>
          <div className={classes.evidenceTitle}>{texts.t('turning_screen.evidence')}</div>
          <ul>
            {point.evidence.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
