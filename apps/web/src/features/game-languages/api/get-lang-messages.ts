import { paths, type LangMessages } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const langMessagesKey = ['lang-messages'] as const;

/** The system messages to translate, with their originals. */
export function useLangMessages() {
  return useQuery({
    queryKey: langMessagesKey,
    queryFn: () => api<LangMessages>(paths.langMessages),
  });
}
