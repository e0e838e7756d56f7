import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Shared query client: no retries on client errors, which would only repeat the same answer. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    },
    mutations: { retry: false },
  },
});
