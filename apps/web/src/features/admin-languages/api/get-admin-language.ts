import { paths, type AdminLanguageResponse } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminLanguagesKey } from './get-admin-languages';

/** One back-office language with its translated labels. */
export function useAdminLanguage(id: number) {
  return useQuery({
    queryKey: [...adminLanguagesKey, id],
    queryFn: () => api<AdminLanguageResponse>(`${paths.adminLanguagesGet}?id=${id}`),
  });
}
