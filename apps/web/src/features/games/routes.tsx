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
const TemplatesList = lazy(() =>
  import('./components/templates/templates-list').then((m) => ({ default: m.TemplatesList })),
);
const TemplateAdd = lazy(() =>
  import('./components/templates/template-form').then((m) => ({ default: m.TemplateAdd })),
);
const TemplateEdit = lazy(() =>
  import('./components/templates/template-form').then((m) => ({ default: m.TemplateEdit })),
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

/** The templates' tabs: "new template" only for hosts (an admin sees and edits every one). */
function TemplatesSection() {
  const role = useCurrentUser().data?.role;
  return (
    <SectionTabs
      base="/host/templates"
      title="templates.title"
      addLabel="templates.add_tab"
      canAdd={role === 'host'}
    />
  );
}

/**
 * host/games: list, add, control/{gameId}. A host sees and runs its own games; an admin sees every
 * game and may open any control screen (from the host info screen too), but only hosts add games.
 * host/templates: list, add, edit/{templateId}; a template's form is the game's create form.
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
  {
    path: 'host/templates',
    element: <TemplatesSection />,
    children: [
      { index: true, element: <Navigate to="list" replace /> },
      { path: 'list', element: <TemplatesList /> },
      {
        path: 'add',
        element: (
          <RequireRole role="host">
            <TemplateAdd />
          </RequireRole>
        ),
      },
      { path: 'edit/:templateId', element: <TemplateEdit /> },
    ],
  },
];
