import { paths, type TurningPoints } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * A game's turning points, best first (its host, a co-host or an admin; 409 before round 1
 * resolves): computed by the server once per game version, so asked again with the report.
 */
export function useTurningPoints(gameId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['turning-points', gameId, 'host'] as const,
    queryFn: ({ signal }) =>
      api<TurningPoints>(paths.hostGamesTurningPoints, { body: { gameId }, signal }),
    enabled,
    staleTime: 0,
  });
}
