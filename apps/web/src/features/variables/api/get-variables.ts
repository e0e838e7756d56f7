import { paths, type GameVariable } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';

/** The game variables with their defaults; names come in the admin language, hence the key. */
export function useGameVariables() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['variables', i18n.language],
    queryFn: () => api<GameVariable[]>(paths.variables),
  });
}
