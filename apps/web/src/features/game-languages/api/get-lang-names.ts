import { paths, type LangNames } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const langNamesKey = ['lang-names'] as const;

/** The countries and cities to translate, with their original names. */
export function useLangNames() {
  return useQuery({
    queryKey: langNamesKey,
    queryFn: () => api<LangNames>(paths.langNames),
  });
}
