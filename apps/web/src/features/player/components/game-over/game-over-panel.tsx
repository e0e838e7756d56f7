// The phone's last screen, in its own chunk: a phone downloads it only when its game is over.
import type { PlayerState } from '@orbis/contracts';
import { useTexts } from '../../../../components/game-texts';
import { Card, LinkButton } from '../../../../components/game-ui';
import { useGameFinal } from '../../../../lib/game-final';
import { PhoneNominations } from './phone-nominations';
import { PhonePromises } from './phone-promises';
import { TeamStoryCards } from './team-story';

/** The chronicle to take home, once the host has published it and the reveal has ended. */
function ChronicleLink({ gameId }: { gameId: number }) {
  const { t } = useTexts();
  const url = useGameFinal(gameId).data?.chronicle;
  if (!url) return null;
  return (
    <Card title={t('chronicle.title')} testId="phone-chronicle">
      <LinkButton href={url} target="_blank" rel="noopener" data-testid="phone-chronicle-link">
        {t('chronicle.open')}
      </LinkButton>
    </Card>
  );
}

/**
 * At game over: the nominations as the host reveals them, the chronicle's link once published,
 * the promises kept and broken once revealed, then our own story.
 */
export default function GameOverPanel({ state }: { state: PlayerState }) {
  return (
    <>
      <PhoneNominations gameId={state.game.id} us={state.me.id} />
      <ChronicleLink gameId={state.game.id} />
      <PhonePromises state={state} />
      <TeamStoryCards gameId={state.game.id} />
    </>
  );
}
