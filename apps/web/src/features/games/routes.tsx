import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireRole } from '../../components/require-role';
import { SectionTabs } from '../../components/section-tabs';
import { useCurrentUser } from '../../lib/current-user';

const HostGamesList = lazy(() =>
  import('./components/list/host-games-list').then((m) => ({ default: m.HostGamesList })),
);
const GameAdd = lazy(() =>
  import('./components/create/game-add').then((m) => ({ default: m.GameAdd })),
);
const HostGamesControl = lazy(() =>
  import('./components/control/host-games-control').then((m) => ({ default: m.HostGamesControl })),
);

/** The section's tabs: "add game" only on the list, and only for hosts (admins create none). */
function HostGamesSection() {
  const role = useCurrentUser().data?.role;
  return (
    <SectionTabs
      base="/host/games"
      title={role === 'admin' ? 'games.all_title' : 'games.title'}
      addLabel="games.add_tab"
      addOnlyOnList
      canAdd={role === 'host'}
    />
  );
}

/**
 * host/games: list, add, control/{gameId}. A host sees and runs its own games; an admin sees every
 * game and may open any control screen (from the host info screen too), but only hosts add games.
 */
export const gamesRoutes: RouteObject[] = [
  {
    path: 'host/games',
    element: <HostGamesSection />,
    children: [
      { index: true, element: <Navigate to="list" replace /> },
      { path: 'list', element: <HostGamesList /> },
      {
        path: 'add',
        element: (
          <RequireRole role="host">
            <GameAdd />
          </RequireRole>
        ),
      },
      { path: 'control/:gameId', element: <HostGamesControl /> },
    ],
  },
];
