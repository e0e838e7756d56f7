import { paths } from '@orbis/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../../lib/api-client';
import { DraftSaver, type Draft } from './draft-saver';
import { playerKeys } from '../keys';

/**
 * The phone's draft saver for one game (see DraftSaver): held while `offline`, flushed when the
 * page is hidden or closed. `busy` is true while a draft waits or is on its way; `savedAt` is
 * when the last one reached the server (0 before any): a team view fetched before then may not
 * hold it yet.
 */
export function useDraftSaver(gameId: number, offline: boolean) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [savedAt, setSavedAt] = useState(0);
  const [saver] = useState(
    () =>
      new DraftSaver({
        send: (draft: Draft, keepalive) =>
          api<void>(paths.gameDraft, { body: { gameId, ...draft }, keepalive }),
        onBusy: setBusy,
        onSaved: () => {
          setSavedAt(Date.now());
          // A view fetched while the draft travelled is older than it: fetch one that is not.
          void queryClient.invalidateQueries({ queryKey: playerKeys.state(gameId) });
        },
        // The round moved on: the team's view shows where things stand.
        onRefused: () => void queryClient.invalidateQueries({ queryKey: playerKeys.state(gameId) }),
      }),
  );

  useEffect(() => saver.hold(offline), [saver, offline]);

  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') saver.flush();
    };
    const leaving = () => saver.flush();
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', leaving);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', leaving);
      // The form goes (another tab, a new round): what waits goes now, as on hiding the page.
      saver.flush();
    };
  }, [saver]);

  return { saver, busy, savedAt };
}
