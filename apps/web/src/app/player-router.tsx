import { createBrowserRouter } from 'react-router';
import { PlayerGamePage } from '../features/player/components/player-game-page';

/** Path routes, served by the server as the player page: `/game/{gameId}[/{countryId}]`. */
export const playerRouter = createBrowserRouter([
  { path: '/game/:gameId', element: <PlayerGamePage /> },
  { path: '/game/:gameId/:countryId', element: <PlayerGamePage /> },
  { path: '*', element: <PlayerGamePage /> },
]);
