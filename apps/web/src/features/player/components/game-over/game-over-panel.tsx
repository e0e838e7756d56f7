// The phone's last screen, in its own chunk: a phone downloads it only when its game is over.
import type { PlayerState } from '@orbis/contracts';
import { PhoneNominations } from './phone-nominations';
import { PhonePromises } from './phone-promises';
import { TeamStoryCards } from './team-story';

/**
 * At game over: the nominations as the host reveals them, the promises kept and broken once
 * revealed, then our own story.
 */
export default function GameOverPanel({ state }: { state: PlayerState }) {
  return (
    <>
      <PhoneNominations gameId={state.game.id} us={state.me.id} />
      <PhonePromises state={state} />
      <TeamStoryCards gameId={state.game.id} />
    </>
  );
}
