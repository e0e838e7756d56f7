import type { QueryClient } from '@tanstack/react-query';
import {
  adminLanguageMessagesKey,
  adminLanguagesOptionsKey,
  currentUserKey,
} from '../../../lib/query-keys';
import { adminLanguagesKey } from './get-admin-languages';

/**
 * Refreshes everything that shows back-office languages: the list, the email dropdown's
 * options, and the user's own language and labels (which may be the one that changed or went).
 */
export function invalidateAdminLanguages(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminLanguagesKey }),
    queryClient.invalidateQueries({ queryKey: adminLanguagesOptionsKey }),
    queryClient.invalidateQueries({ queryKey: currentUserKey }),
    queryClient.invalidateQueries({ queryKey: adminLanguageMessagesKey }),
  ]);
}
