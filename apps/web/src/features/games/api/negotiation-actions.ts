import { paths } from '@orbis/contracts';
import { api } from '../../../lib/api-client';
import { useControlAction } from './control-action';

/** The two countries of a talk, by their ids in this game. */
export interface TalkParties {
  countryFrom: number;
  countryTo: number;
}

/** Starts accepted talks. */
export function useStartNegotiation(gameId: number) {
  return useControlAction({
    gameId,
    call: (parties: TalkParties) =>
      api(paths.hostGamesStartNegotiation, { body: { gameId, ...parties } }),
  });
}

/** Finishes ongoing talks (or talks both sides marked ready to finish). */
export function useFinishNegotiation(gameId: number) {
  return useControlAction({
    gameId,
    call: (parties: TalkParties) =>
      api(paths.hostGamesFinishNegotiation, { body: { gameId, ...parties } }),
  });
}
