import { paths, type AdminLanguageListItem } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const adminLanguagesKey = ['admin-languages'] as const;

/** Every back-office language. */
export function useAdminLanguages() {
  return useQuery({
    queryKey: adminLanguagesKey,
    queryFn: () => api<AdminLanguageListItem[]>(paths.adminLanguagesList),
  });
}
