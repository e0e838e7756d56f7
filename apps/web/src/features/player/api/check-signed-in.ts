import { paths } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { playerKeys } from './keys';

/** Whether a back-office user is signed in: the game's host may then enter without the code. */
export function useSignedIn() {
  return useQuery({
    queryKey: playerKeys.signedIn,
    queryFn: async ({ signal }) => {
      try {
        await api(paths.checkAuth, { signal });
        return true;
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) return false;
        throw err;
      }
    },
    staleTime: Infinity,
  });
}
