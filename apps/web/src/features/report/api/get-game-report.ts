import { paths, type GameReport } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** One game's debrief report. */
export const gameReportKey = (gameId: number) => ['game-report', gameId] as const;

/** Everything that happened in a game, attackers named: for its host or an admin, at any time. */
export function useGameReport(gameId: number) {
  return useQuery({
    queryKey: gameReportKey(gameId),
    queryFn: () => api<GameReport>(paths.hostGamesReport, { body: { gameId } }),
    staleTime: 0,
  });
}

/** The address of the report's file in `format`, downloaded with the session's cookie. */
export const exportUrl = (gameId: number, format: 'xlsx' | 'csv') =>
  `${paths.hostGamesExport}?gameId=${gameId}&format=${format}`;
