import { paths, type CreatedResponse, type AdminLanguageAddBody } from '@orbis/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAdminLanguages } from './invalidate';

/** Adds a back-office language; the email dropdown offers it at once. */
export function useAddAdminLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminLanguageAddBody) =>
      api<CreatedResponse>(paths.adminLanguagesAdd, { body }),
    onSuccess: () => invalidateAdminLanguages(queryClient),
  });
}
