// The turning points of a finished game on the projector (`#/turning-points/{gameId}`): the list
// and the step the host has shown, which the projector, the control screen and the report follow,
// and the host's one call that sets the step.
import {
  channels,
  paths,
  type GameStats,
  type PublicTurningPoints,
  type TurningPointsStepResponse,
} from '@orbis/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api, ApiError } from './api-client';
import { useLiveQueries } from './realtime/use-live-queries';
import { withRetries } from './server-unavailable';

/** The public turning points of one game, with the step shown. */
export const turningPointsKey = (gameId: number) => ['turning-points', gameId] as const;

/** While the list is not open yet and the live connection is down, ask again this often. */
const OFFLINE_REFRESH_MS = 10_000;

/** True when `error` says the room may not see the turning points yet (the reveal is not done). */
export const isNotOpen = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * The turning points as the room sees them (public, 409 until the reveal has reached its last
 * step), kept current: every host's step (`turning-points-step`) and every step of the reveal
 * (`final-revealed`, which opens or closes them) on the game's channel refetch it; polled only
 * while it is not open and the connection is down.
 */
export function usePublicTurningPoints(gameId: number, enabled = true) {
  const live = useLiveQueries({
    channels: [channels.game(gameId)],
    queryKeys: [turningPointsKey(gameId)],
    events: ['turning-points-step', 'final-revealed', 'round-ended'],
    enabled,
  });
  return useQuery({
    queryKey: turningPointsKey(gameId),
    queryFn: ({ signal }) =>
      api<PublicTurningPoints>(`${paths.gameTurningPoints}?gameId=${gameId}`, { signal }),
    enabled,
    retry: (failures, error) => !isNotOpen(error) && failures < 3,
    refetchInterval: (query) =>
      isNotOpen(query.state.error) && live !== 'live' ? OFFLINE_REFRESH_MS : false,
  });
}

/**
 * The game's countries by id, names and flags, from the public stats: the turning points name
 * their actors by id.
 */
export function useTurningPointCountries(gameId: number, enabled = true) {
  return useQuery({
    queryKey: ['game-stats', gameId, 'countries'] as const,
    queryFn: async ({ signal }) =>
      (await api<GameStats>(paths.hostGamesStats, { body: { gameId }, signal })).countries.map(
        ({ id, name, flag }) => ({ id, name, flag }),
      ),
    enabled,
    staleTime: Infinity,
  });
}

/**
 * Sets the step of the turning points the room sees (the game's host, a co-host or an admin).
 * As the reveal's call, it sets a step rather than moving one: quick presses build on the step
 * last asked for while the screen has not caught up, and go out one after another.
 */
export function useTurningPointsStep(gameId: number, shown: number, count: number) {
  const queryClient = useQueryClient();
  const asked = useRef<{ step: number; from: number } | null>(null);
  const mutation = useMutation({
    mutationFn: (step: number) =>
      withRetries(() =>
        api<TurningPointsStepResponse>(paths.hostGamesTurningPointsStep, {
          body: { gameId, step },
        }),
      ),
    scope: { id: `turning-points-${gameId}` },
    onSettled: () => queryClient.invalidateQueries({ queryKey: turningPointsKey(gameId) }),
  });
  const move = (by: 1 | -1, options?: { onError?: (error: Error) => void }) => {
    const pending = asked.current;
    const base = pending !== null && pending.from === shown ? pending.step : shown;
    const step = Math.max(0, Math.min(count, base + by));
    if (step === base) return;
    asked.current = { step, from: shown };
    mutation.mutate(step, {
      onError: (error) => {
        asked.current = null;
        options?.onError?.(error);
      },
    });
  };
  return { move, isPending: mutation.isPending, error: mutation.error };
}
