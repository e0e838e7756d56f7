import { paths, type LanguageUpdateBody } from '@orbis/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateLanguages } from './invalidate';

/** Updates a game language and refreshes everything cached about languages. */
export function useUpdateLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LanguageUpdateBody) => api(paths.languagesUpdate, { body }),
    onSuccess: () => invalidateLanguages(queryClient),
  });
}
