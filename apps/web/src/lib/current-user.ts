import { paths, type UserResponse } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from './api-client';
import { currentUserKey } from './query-keys';

/** The signed-in user, or null: check_auth first, then the user itself (spec section 4). */
export async function getCurrentUser(): Promise<UserResponse | null> {
  try {
    await api(paths.checkAuth);
    return await api<UserResponse>(paths.user);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

/** The authentication check, run once at start and kept. */
export function useCurrentUser() {
  return useQuery({ queryKey: currentUserKey, queryFn: getCurrentUser, staleTime: Infinity });
}
