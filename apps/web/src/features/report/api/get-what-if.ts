import { paths, type WhatIfAnswer, type WhatIfKind } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A finished game replayed without one kind of orders: it never changes once the game is over. */
export function useWhatIf(gameId: number, without: WhatIfKind) {
  return useQuery({
    queryKey: ['what-if', gameId, without] as const,
    queryFn: () =>
      api<WhatIfAnswer>(paths.hostGamesWhatIf, { body: { gameId, without: [without] } }),
    staleTime: Infinity,
  });
}
