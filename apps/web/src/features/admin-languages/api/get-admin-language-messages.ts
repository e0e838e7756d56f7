import { paths, type AdminLanguageMessages } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const adminLanguageMessagesKey = ['admin-language-messages'] as const;

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
