// The phone's last screen, in its own chunk: a phone downloads it only when its game is over.
import type { PlayerState } from '@orbis/contracts';
import { PhoneNominations } from './phone-nominations';
import { TeamStoryCards } from './team-story';

/** At game over: the nominations as the host reveals them, then our own story. */
export default function GameOverPanel({ state }: { state: PlayerState }) {
  return (
    <>
      <PhoneNominations gameId={state.game.id} us={state.me.id} />
      <TeamStoryCards gameId={state.game.id} />
    </>
  );
}
