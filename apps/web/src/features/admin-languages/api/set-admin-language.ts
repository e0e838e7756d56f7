import { paths } from '@orbis/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentUserKey } from '../../auth/api/get-current-user';
import { adminLanguageMessagesKey } from './get-admin-language-messages';

/** Stores the user's back-office language; the labels then reload without a page reload. */
export function useSetAdminLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: string) => api(paths.setAdminLanguage, { body: { language } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
      await queryClient.invalidateQueries({ queryKey: adminLanguageMessagesKey });
    },
  });
}
