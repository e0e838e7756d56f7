import { paths, type LanguageResponse } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { languagesKey } from './get-languages';

/** One game language with its translated texts. */
export function useLanguage(id: number) {
  return useQuery({
    queryKey: [...languagesKey, id],
    queryFn: () => api<LanguageResponse>(`${paths.languagesGet}?id=${id}`),
  });
}
