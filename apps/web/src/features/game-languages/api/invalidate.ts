import type { QueryClient } from '@tanstack/react-query';
import { countriesOptionsKey, languagesOptionsKey } from '../../../lib/query-keys';
import { languagesKey } from './get-languages';

/** Refreshes everything that shows game languages after one is added, changed or deleted. */
export function invalidateLanguages(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: languagesKey }),
    queryClient.invalidateQueries({ queryKey: languagesOptionsKey }),
    queryClient.invalidateQueries({ queryKey: countriesOptionsKey }),
  ]);
}
