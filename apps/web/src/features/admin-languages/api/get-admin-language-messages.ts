import { paths, type AdminLanguageMessages } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const adminLanguageMessagesKey = ['admin-language-messages'] as const;

/** The back-office label map in the current user's language. */
export function useAdminLanguageMessages() {
  return useQuery({
    queryKey: adminLanguageMessagesKey,
    queryFn: () => api<AdminLanguageMessages>(paths.adminLanguageMessages),
    staleTime: Infinity,
  });
}
