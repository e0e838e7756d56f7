import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { backoffMs, isUnavailable } from './server-unavailable';

/**
 * Shared query client: no retries on client errors, which would only repeat the same answer; a
 * server error is tried twice more. A read the server could not take for now (no answer, 502,
 * 503, 504: a process restarting, the database or Redis away) is tried again until it answers,
 * at growing intervals: the screen keeps what it shows meanwhile, and catches up by itself.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) =>
        isUnavailable(error) || (!(error instanceof ApiError && error.status < 500) && count < 2),
      retryDelay: (count) => backoffMs(count + 1),
    },
    mutations: { retry: false },
  },
});
