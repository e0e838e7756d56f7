import { paths, type LanguageOption } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const languagesOptionsKey = ['languages-options'] as const;

/** Every game language as an option (value = id, with its code), for the game forms. */
export function useLanguagesOptions() {
  return useQuery({
    queryKey: languagesOptionsKey,
    queryFn: () => api<LanguageOption[]>(paths.languagesOptions),
  });
}
