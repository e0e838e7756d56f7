import {
  paths,
  type AccessCodeRenewed,
  type AccessCodesRenewed,
  type GameControl,
} from '@orbis/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useControlAction } from './control-action';
import { gameControlKey } from './get-game-control';

// A new code ends every session of its team at once: the phones join again. Both calls show the
// new codes on this screen at once, before the refetch that useControlAction makes; the other
// control screens and the handouts hear `access-codes-changed`.

/** Writes new codes (by country id) into the cached control data. */
function useShowCodes(gameId: number) {
  const queryClient = useQueryClient();
  return (codes: Record<string, string>) =>
    queryClient.setQueryData<GameControl>(gameControlKey(gameId), (data) =>
      data === undefined
        ? data
        : {
            ...data,
            teams: data.teams.map((team) => {
              const code = codes[String(team.country.id)];
              return code === undefined ? team : { ...team, access_code: code };
            }),
          },
    );
}

/** Gives one team a new access code (the game's owner, a co-host or an admin). */
export function useRenewAccessCode(gameId: number) {
  const showCodes = useShowCodes(gameId);
  return useControlAction({
    gameId,
    call: (countryId: number) =>
      api<AccessCodeRenewed>(paths.hostGamesAccessCode, { body: { gameId, countryId } }),
    applyAnswer: ({ access_code }, countryId) => showCodes({ [countryId]: access_code }),
  });
}

/** Gives every team of the game a new access code at once. */
export function useRenewAllAccessCodes(gameId: number) {
  const showCodes = useShowCodes(gameId);
  return useControlAction<void, AccessCodesRenewed>({
    gameId,
    call: () => api<AccessCodesRenewed>(paths.hostGamesAccessCode, { body: { gameId } }),
    applyAnswer: ({ codes }) => showCodes(codes),
  });
}
