import { paths, type CreditResponse, type GameControl } from '@orbis/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useControlAction } from './control-action';
import { gameControlKey } from './get-game-control';

interface Credit {
  countryTo: number;
  amount: number;
}

/** Grants a team a credit; its shown budget rises at once to the budget the server answers. */
export function useCredit(gameId: number) {
  const queryClient = useQueryClient();
  return useControlAction({
    gameId,
    inlineValidation: true,
    call: (credit: Credit, headers) =>
      api<CreditResponse>(paths.gameCredit, { body: { gameId, ...credit }, headers }),
    applyAnswer: ({ budget }, { countryTo }) =>
      queryClient.setQueryData<GameControl>(gameControlKey(gameId), (data) =>
        data === undefined
          ? data
          : {
              ...data,
              teams: data.teams.map((team) =>
                team.country.id === countryTo
                  ? { ...team, country: { ...team.country, budget } }
                  : team,
              ),
            },
      ),
  });
}
