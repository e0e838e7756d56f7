import { paths, type RoundEnded, type RoundRunning } from '@orbis/contracts';
import { api } from '../../../../lib/api-client';
import { useControlAction } from '../control-action';

// Each call names the round the host sees, so a click on a stale screen gets 409, not a wrong round.

/** Starts round `round` of a stopped game. */
export function useStartRound(gameId: number) {
  return useControlAction({
    gameId,
    call: (round: number, headers) =>
      api<RoundRunning>(paths.hostGamesStartRound, { body: { gameId, round }, headers }),
  });
}

/** Ends the running round `round`: the engine resolves it with the submitted orders. */
export function useEndRound(gameId: number) {
  return useControlAction({
    gameId,
    call: (round: number, headers) =>
      api<RoundEnded>(paths.hostGamesRound, { body: { gameId, round }, headers }),
  });
}

/** Puts the game back to just before round `round` ended: running, with the same orders. */
export function useUndoRound(gameId: number) {
  return useControlAction({
    gameId,
    call: (round: number, headers) =>
      api<RoundRunning>(paths.hostGamesUndoRound, { body: { gameId, round }, headers }),
  });
}
