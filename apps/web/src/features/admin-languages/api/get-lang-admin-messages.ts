import { paths, type TranslationSource } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const langAdminMessagesKey = ['lang-admin-messages'] as const;

/** Every back-office label with its English original. */
export function useLangAdminMessages() {
  return useQuery({
    queryKey: langAdminMessagesKey,
    queryFn: () => api<TranslationSource[]>(paths.langAdminMessages),
  });
}
