import { paths, type LanguageListItem } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const languagesKey = ['languages'] as const;

/** Every game language with its translation coverage. */
export function useLanguages() {
  return useQuery({
    queryKey: languagesKey,
    queryFn: () => api<LanguageListItem[]>(paths.languagesList),
  });
}
