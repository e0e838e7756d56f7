import {
  chronicleDataPath,
  chronicleMessagesPath,
  type Chronicle,
  type LangMessagesValues,
} from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api-client';

// A chronicle is written once its game is over: it never changes while it is read, and a 404
// (taken down, expired, deleted) is an answer, not a failure to retry.
const retry = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status === 404) && count < 2;

/** A published chronicle's data (`GET /api/chronicle/{token}`). */
export function useChronicle(token: string) {
  return useQuery({
    queryKey: ['chronicle', token, 'data'],
    queryFn: ({ signal }) => api<Chronicle>(chronicleDataPath(token), { signal }),
    staleTime: Infinity,
    retry,
  });
}

/** Its page's words, in its game's language. */
export function useChronicleMessages(token: string) {
  return useQuery({
    queryKey: ['chronicle', token, 'messages'],
    queryFn: ({ signal }) => api<LangMessagesValues>(chronicleMessagesPath(token), { signal }),
    staleTime: Infinity,
    retry,
  });
}

/** True when the answer says the chronicle is gone (404), not that the network failed. */
export const isGone = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404;
