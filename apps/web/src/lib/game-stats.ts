// The projector's public stats of a game (the stats screen's figures and map; the final screen
// replays them), shared by the screens that show them.
import { channels, paths, type GameStats } from '@orbis/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { useLiveQueries } from './realtime/use-live-queries';

/** The stats of one game. */
export const gameStatsKey = (gameId: number) => ['game-stats', gameId] as const;

/** The query of a game's stats (public). */
export const gameStatsQuery = (gameId: number) => ({
  queryKey: gameStatsKey(gameId),
  queryFn: () => api<GameStats>(paths.hostGamesStats, { body: { gameId } }),
});

/** While the live connection is down, the screen asks again this often on its own. */
const OFFLINE_REFRESH_MS = 10_000;

/**
 * The projector's stats of a game (public), kept current: refetched when a round ends (the
 * public `endRound` channel) or starts or its clock changes (`game`: the UFOs arrive, an undone round runs again), and
 * once after every reconnect; polled only while the connection is down.
 */
export function useGameStats(gameId: number) {
  // The live connection starts once the first figures have come: its code and its handshake
  // are no part of the screen's first paint. Missed events are none: it refetches once live.
  const shown = useQueryClient().getQueryData(gameStatsKey(gameId)) !== undefined;
  const live = useLiveQueries({
    channels: [channels.endRound(gameId), channels.game(gameId)],
    queryKeys: [gameStatsKey(gameId)],
    enabled: shown,
  });
  const query = useQuery({
    ...gameStatsQuery(gameId),
    refetchInterval: live === 'live' ? false : OFFLINE_REFRESH_MS,
  });
  return { query, live };
}

/**
 * The game's countries by id, names and flags, from its public stats: the turning points name
 * their actors by id, the promises' tally on the final screen is keyed by country id.
 */
export function useGameCountries(gameId: number, enabled = true) {
  return useQuery({
    queryKey: [...gameStatsKey(gameId), 'countries'] as const,
    queryFn: async ({ signal }) =>
      (await api<GameStats>(paths.hostGamesStats, { body: { gameId }, signal })).countries.map(
        ({ id, name, flag }) => ({ id, name, flag }),
      ),
    enabled,
    staleTime: Infinity,
  });
}
