import { paths, type HostDetailResponse } from '@orbis/contracts';
import { useDeleteItem } from '../../../lib/mutations';
import { hostDetailKey } from './get-host-detail';

/** Deletes one of a host's games from the host screen. */
export function useDeleteHostGame(hostId: number) {
  return useDeleteItem<HostDetailResponse>({
    path: paths.hostGamesDelete,
    key: hostDetailKey(hostId),
    remove: (detail, id) => ({ ...detail, games: detail.games.filter((g) => g.id !== id) }),
  });
}
