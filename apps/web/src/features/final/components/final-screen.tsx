import { Button } from '@mantine/core';
import type { GameFinal, NominationName } from '@orbis/contracts';
import { Preloader } from '../../../components/preloader';
import {
  ProjectorError,
  ProjectorGame,
  ProjectorMessage,
  ProjectorScreen,
} from '../../../components/projector-screen';
import { useSystemMessages, type SystemMessages } from '../../../lib/system-messages';
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
  return <ProjectorGame>{(gameId) => <LoadedFinal gameId={gameId} />}</ProjectorGame>;
}

function LoadedFinal({ gameId }: { gameId: number }) {
  const texts = useSystemMessages(gameId);
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
  if (!final.data) return <NoNominations texts={texts.data} error={final.error} />;
  return <Nominations final={final.data} texts={texts.data} />;
}

/** The game is not over yet (it will refresh by itself when it is), or the call failed. */
function NoNominations({ texts, error }: { texts: SystemMessages; error: unknown }) {
  return (
    <ProjectorScreen texts={texts} aside={<Heading texts={texts} />}>
      {isNotOver(error) ? (
        <ProjectorMessage>{texts.t('final.not_over')}</ProjectorMessage>
      ) : (
        <ProjectorError error={error} />
      )}
    </ProjectorScreen>
  );
}

function Heading({ texts }: { texts: SystemMessages }) {
  return <div className={classes.heading}>{texts.t('final.title')}</div>;
}

function Nominations({ final, texts }: { final: GameFinal; texts: SystemMessages }) {
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
            tieBreak={name === 'winner' ? final.winnerTieBreak : undefined}
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
