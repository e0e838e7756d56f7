import { paths, type AdminLanguageUpdateBody } from '@orbis/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAdminLanguages } from './invalidate';

/** Updates a back-office language; the screen's labels reload when it is the user's own. */
export function useUpdateAdminLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminLanguageUpdateBody) => api(paths.adminLanguagesUpdate, { body }),
    onSuccess: () => invalidateAdminLanguages(queryClient),
  });
}
