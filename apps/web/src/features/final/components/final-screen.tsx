import { Button } from '@mantine/core';
import type { GameFinal, NominationName } from '@orbis/contracts';
import { useTranslation } from 'react-i18next';
import { Preloader } from '../../../components/preloader';
import {
  ProjectorError,
  ProjectorMessage,
  ProjectorScreen,
} from '../../../components/projector-screen';
import { useGameIdParam } from '../../../lib/game-id-param';
import { useGameTexts, type GameTexts } from '../../../lib/game-texts';
import { isNotOver, useGameFinal } from '../api/get-game-final';
import { useReveal } from '../hooks/use-reveal';
import classes from './final-screen.module.css';
import { NominationCard } from './nomination-card';

/** The order of the reveal: the winner last. */
const REVEAL_ORDER: readonly NominationName[] = [
  'investor',
  'ecologist',
  'peacemaker',
  'aggressor',
  'winner',
];

/** The public final screen: the nominations, revealed one at a time. */
export function FinalScreen() {
  const { t } = useTranslation();
  const gameId = useGameIdParam();
  if (gameId === null) {
    return (
      <ProjectorScreen>
        <ProjectorMessage>{t('errors.route_not_found')}</ProjectorMessage>
      </ProjectorScreen>
    );
  }
  return <LoadedFinal gameId={gameId} />;
}

function LoadedFinal({ gameId }: { gameId: number }) {
  const texts = useGameTexts(gameId);
  const final = useGameFinal(gameId);
  if (texts.error) {
    return (
      <ProjectorScreen>
        <ProjectorError error={texts.error} />
      </ProjectorScreen>
    );
  }
  if (!texts.data || final.isPending) {
    return (
      <ProjectorScreen texts={texts.data}>
        <Preloader />
      </ProjectorScreen>
    );
  }
  if (!final.data) {
    return (
      <ProjectorScreen texts={texts.data} aside={<Heading texts={texts.data} />}>
        {isNotOver(final.error) ? (
          <ProjectorMessage>{texts.data.t('final.not_over')}</ProjectorMessage>
        ) : (
          <ProjectorError error={final.error} />
        )}
      </ProjectorScreen>
    );
  }
  return <Nominations final={final.data} texts={texts.data} />;
}

function Heading({ texts }: { texts: GameTexts }) {
  return <div className={classes.heading}>{texts.t('final.title')}</div>;
}

function Nominations({ final, texts }: { final: GameFinal; texts: GameTexts }) {
  const { shown, next, showAll, done } = useReveal(REVEAL_ORDER.length);
  return (
    <ProjectorScreen texts={texts} title={final.game.title} aside={<Heading texts={texts} />}>
      <div className={classes.grid} onClick={next} data-testid="nominations">
        {REVEAL_ORDER.map((name, i) => (
          <NominationCard
            key={name}
            name={name}
            nominees={final[name]}
            revealed={i < shown}
            collapsed={final.game.collapsed}
            texts={texts}
          />
        ))}
      </div>
      {!done && (
        <div className={classes.footer}>
          <span>{texts.t('final.reveal_hint')}</span>
          <Button variant="light" color="yellow" size="md" onClick={showAll}>
            {texts.t('final.show_all')}
          </Button>
        </div>
      )}
    </ProjectorScreen>
  );
}
