// The turning points of a finished game on the projector (`#/turning-points/{gameId}`): the list
// and the step the host has shown, which the projector, the control screen and the report follow,
// and the host's one call that sets the step.
import {
  channels,
  paths,
  type PublicTurningPoints,
  type TurningPoint,
  type TurningPointsStepResponse,
} from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from './api-client';
import { useLiveQueries } from './realtime/use-live-queries';
import { useRoomStep } from './room-step';

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
 * The countries a turning point names, found by id among `countries`: the ones who acted, and
 * the one its effect fell on.
 */
export function pointCountries<C extends { id: number }>(point: TurningPoint, countries: C[]) {
  const byId = new Map(countries.map((c) => [c.id, c]));
  return {
    actors: point.actors.map((id) => byId.get(id)).filter((c) => c !== undefined),
    affected: point.effect ? byId.get(point.effect.country) : undefined,
  };
}

/**
 * Sets the step of the turning points the room sees (the game's host, a co-host or an admin),
 * one on or one back within the `count` there are.
 */
export function useTurningPointsStep(gameId: number, shown: number, count: number) {
  return useRoomStep({
    send: (step) =>
      api<TurningPointsStepResponse>(paths.hostGamesTurningPointsStep, { body: { gameId, step } }),
    scope: `turning-points-${gameId}`,
    refresh: turningPointsKey(gameId),
    shown,
    stepAfter: (current, by: 1 | -1) => Math.max(0, Math.min(count, current + by)),
  });
}
