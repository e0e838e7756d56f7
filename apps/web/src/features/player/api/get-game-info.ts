import { paths, type PlayerInfo } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { playerKeys } from './keys';

/** The join screen's data: the game's title and its countries. Public. */
export function useGameInfo(gameId: number) {
  return useQuery({
    queryKey: playerKeys.info(gameId),
    queryFn: ({ signal }) => api<PlayerInfo>(`${paths.gameInfo}?gameId=${gameId}`, { signal }),
  });
}
