import { paths, type CreatedResponse, type LanguageAddBody } from '@orbis/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateLanguages } from './invalidate';

/** Adds a game language and refreshes the lists and options. */
export function useAddLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LanguageAddBody) => api<CreatedResponse>(paths.languagesAdd, { body }),
    onSuccess: () => invalidateLanguages(queryClient),
  });
}
