import { paths } from '@orbis/contracts';
import { api } from '../../../lib/api-client';
import { useControlAction } from './control-action';

/** The two countries of a negotiation, by their ids in this game. */
export interface NegotiationParties {
  countryFrom: number;
  countryTo: number;
}

/** Starts an accepted negotiation. */
export function useStartNegotiation(gameId: number) {
  return useControlAction({
    gameId,
    call: (parties: NegotiationParties, headers) =>
      api(paths.hostGamesStartNegotiation, { body: { gameId, ...parties }, headers }),
  });
}

/** Finishes an ongoing negotiation (or one both sides marked ready to finish). */
export function useFinishNegotiation(gameId: number) {
  return useControlAction({
    gameId,
    call: (parties: NegotiationParties, headers) =>
      api(paths.hostGamesFinishNegotiation, { body: { gameId, ...parties }, headers }),
  });
}
