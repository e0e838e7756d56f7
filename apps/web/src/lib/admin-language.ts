// The user's back-office language: the labels served in it, and the call that changes it (from
// the top menu or the login screen).
import { paths, type AdminLanguageMessages } from '@orbis/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { adminLanguageMessagesKey, currentUserKey } from './query-keys';

export interface LabelMap {
  /** The language the server answered in (its Content-Language), e.g. `ru`. */
  language: string;
  messages: AdminLanguageMessages;
}

/** The back-office label map in the current user's (or visitor's) language. */
export function useAdminLanguageMessages() {
  return useQuery({
    queryKey: adminLanguageMessagesKey,
    queryFn: async (): Promise<LabelMap> => {
      let language = 'ru';
      const messages = await api<AdminLanguageMessages>(paths.adminLanguageMessages, {
        onResponse: (res) => {
          language = res.headers.get('Content-Language') ?? language;
        },
      });
      return { language, messages };
    },
    staleTime: Infinity,
  });
}

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
