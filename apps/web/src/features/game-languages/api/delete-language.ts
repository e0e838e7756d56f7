import { paths } from '@orbis/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useDeleteItem } from '../../../lib/mutations';
import { languagesKey } from './get-languages';
import { invalidateLanguages } from './invalidate';

/** Deletes a game language; the row disappears at once (409 while a game uses it). */
export function useDeleteLanguage() {
  const queryClient = useQueryClient();
  const remove = useDeleteItem({ path: paths.languagesDelete, key: languagesKey });
  return {
    ...remove,
    mutate: (id: number) =>
      remove.mutate(id, { onSuccess: () => void invalidateLanguages(queryClient) }),
  };
}
