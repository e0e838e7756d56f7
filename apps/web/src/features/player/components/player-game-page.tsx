import { paths } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, ApiError } from '../../../lib/api-client';
import { useGameInfo } from '../api/get-game-info';
import { useGameMessages } from '../api/get-game-messages';
import { useTeamEnded, useTeamState } from '../api/get-team-state';
import { useLiveTeam } from '../api/live-team';
import { usePlayerAddress } from '../utils/address';
import { ErrorBoundary } from './error-boundary';
import { JoinScreen } from './join-screen';
import styles from './player-game-page.module.css';
import { TeamScreen } from './team-screen';
import { TextsProvider } from '../../../components/game-texts';
import { Spinner } from '../../../components/game-ui';

/** A positive whole id from the address, or null. */
const idOf = (raw: string | undefined) => {
  const n = Number(raw);
  return raw !== undefined && /^\d+$/.test(raw) && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * `/game/{gameId}` and `/game/{gameId}/{countryId}`: the team's screen when this session plays a
 * team of the game (after a reload or a locked phone, with no second join), else the join screen
 * with the link's country chosen. Any other address asks the server about it.
 */
export function PlayerGamePage() {
  const address = usePlayerAddress();
  return (
    <ErrorBoundary resetKey={address.href} fallback={(error) => <Problem error={error} />}>
      <AddressScreens gameId={address.gameId} countryId={address.countryId} />
    </ErrorBoundary>
  );
}

function AddressScreens(params: { gameId?: string; countryId?: string }) {
  const gameId = idOf(params.gameId);
  const countryId = params.countryId === undefined ? null : idOf(params.countryId);
  // An address no game can have (/game/0): the server names the problem as for an unknown game.
  if (gameId === null) return <UnknownAddress raw={params.gameId ?? ''} />;
  // A country no team can have: the game's join screen, with no country chosen.
  return <GameScreens key={gameId} gameId={gameId} countryId={countryId} />;
}

function GameScreens({ gameId, countryId }: { gameId: number; countryId: number | null }) {
  const info = useGameInfo(gameId);
  const messages = useGameMessages(gameId);
  const state = useTeamState(gameId);
  const team = state.data ?? null;
  // The team this session plays here; a link to another country shows the join screen.
  const playing = team !== null && (countryId === null || countryId === team.me.id);
  const live = useLiveTeam(gameId, playing ? team.me.id : null);
  const ended = useTeamEnded(gameId);

  useEffect(() => {
    if (!info.data) return;
    document.title = info.data.game.title;
    document.documentElement.lang = info.data.game.language.code;
  }, [info.data]);

  // Before the game's messages arrive there is no text in its language: the server's message
  // (an unknown game's 404 says what to do) is all there is to show. A call the server could
  // not take is tried again until it can (query-client.ts), so that message is its word on the
  // call. A refetch that failed keeps what the screen shows.
  const failed = [info, messages, state].find((q) => q.data === undefined && q.error)?.error;
  if (failed) return <Problem error={failed} />;
  if (!info.data || !messages.data || state.data === undefined) return <Spinner label="…" />;

  return (
    <TextsProvider messages={messages.data} language={info.data.game.language.code}>
      {playing ? (
        <TeamScreen state={team} live={live} />
      ) : (
        <JoinScreen
          info={info.data}
          preselected={countryId}
          current={team?.me ?? null}
          ended={ended}
        />
      )}
    </TextsProvider>
  );
}

/**
 * An unknown game or a failed load, in words: the server's message (in the visitor's language)
 * as the heading; the status only as a small reference for whoever helps.
 */
function Problem({ error }: { error: Error }) {
  const status = error instanceof ApiError ? error.status : null;
  return (
    <main className={styles.problem} role="alert" data-testid="player-problem">
      <h1 className={styles.message}>{error.message}</h1>
      {status !== null && <p className={styles.code}>{status}</p>}
    </main>
  );
}

/** `/game/0` and the like: asks the server about that address, which answers in words. */
function UnknownAddress({ raw }: { raw: string }) {
  const answer = useQuery({
    queryKey: ['player', 'address', raw],
    queryFn: ({ signal }) => api(`${paths.gameInfo}?gameId=${encodeURIComponent(raw)}`, { signal }),
    retry: false,
  });
  if (answer.error) return <Problem error={answer.error} />;
  return <Spinner label="…" />;
}
