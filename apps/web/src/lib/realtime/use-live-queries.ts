import type { EventChangedPayload, GameEventPayload } from '@orbis/contracts';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../after-paint';
import type { LiveEventName } from './channel-events';
import { coalesce } from './coalesce';
import type { LiveState } from './socket';

export interface LiveQueriesOptions {
  /** The channels to subscribe, built with `channels` from @orbis/contracts. */
  channels: readonly string[];
  /** The queries to refetch on an event and once each time the channels become live. */
  queryKeys: readonly QueryKey[];
  /** The events that refetch; every event the channels carry by default. */
  events?: readonly LiveEventName[];
  /** Also called on each event (a sound, a notice); the queries refetch either way. */
  onEvent?: (name: LiveEventName, payload: GameEventPayload | EventChangedPayload) => void;
  /** False pauses the subscription (no game id yet, say). */
  enabled?: boolean;
}

/**
 * Keeps a screen's queries in step with the server: subscribes to `channels`, refetches
 * `queryKeys` when one of their events arrives, and once more each time the channels become live
 * (the first connection, and every reconnect, since events missed meanwhile are not replayed).
 * Bursts of events collapse into one refetch at a time. Returns the live state for a
 * `ConnectionIndicator`.
 *
 * ```tsx
 * // Host control screen
 * const live = useLiveQueries({
 *   channels: [channels.acceptOrders(id), channels.changeNegotiation(id), channels.game(id)],
 *   queryKeys: [gameControlKey(id)],
 * });
 * // Player app: the team's view
 * useLiveQueries({ channels: [channels.game(id), channels.team(id, countryId)], queryKeys: [stateKey] });
 * // Projector: the stats
 * useLiveQueries({ channels: [channels.game(id)], queryKeys: [statsKey(id)] });
 * ```
 * After signing in or out, or joining or leaving a team, call `sessionChanged()` (from
 * `./session-changed`): the socket's handshake carries the session cookie those calls replace.
 */
export function useLiveQueries(options: LiveQueriesOptions): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const { enabled = true } = options;
  // The channels as one string: a new array with the same names must not resubscribe.
  const names = options.channels.join(' ');

  useEffect(() => {
    if (!enabled || names === '') return;
    const refresh = coalesce(() =>
      Promise.all(
        latest.current.queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
    );
    // Socket.IO's client loads after the screen's next paint: it is no part of what a phone
    // must download before it shows anything.
    let stop: (() => void) | null = null;
    let released = false;
    const cancel = afterNextPaint(() => {
      void import('./socket').then(({ watchChannels }) => {
        if (released) return;
        stop = watchChannels({
          channels: names.split(' '),
          onEvent: (name, payload) => {
            const { events, onEvent } = latest.current;
            if (!events || events.includes(name)) refresh();
            onEvent?.(name, payload);
          },
          onLive: refresh,
          onState: setState,
        });
      });
    });
    return () => {
      released = true;
      cancel();
      stop?.();
    };
  }, [enabled, names, queryClient]);

  return state;
}
