import { paths } from '@orbis/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useDeleteItem } from '../../../lib/mutations';
import { adminLanguagesKey } from './get-admin-languages';
import { invalidateAdminLanguages } from './invalidate';

/**
 * Deletes a back-office language (422 for the last one). The row disappears at once; the email
 * dropdown drops it, and a user whose language it was falls back to ru.
 */
export function useDeleteAdminLanguage() {
  const queryClient = useQueryClient();
  const remove = useDeleteItem({
    path: paths.adminLanguagesDelete,
    key: adminLanguagesKey,
    body: (id) => ({ language: { id } }),
  });
  return {
    ...remove,
    mutate: (id: number) =>
      remove.mutate(id, { onSuccess: () => void invalidateAdminLanguages(queryClient) }),
  };
}
