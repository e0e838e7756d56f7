import { paths, type AdminLanguageOption } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const adminLanguagesOptionsKey = ['admin-languages-options'] as const;

/** Every admin language, for the language submenu. */
export function useAdminLanguagesOptions() {
  return useQuery({
    queryKey: adminLanguagesOptionsKey,
    queryFn: () => api<AdminLanguageOption[]>(paths.adminLanguagesOptions),
  });
}
