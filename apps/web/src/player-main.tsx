// The player app's entry (game.html): phones join a team and play, without the back-office.
import './app/player.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { PlayerProviders } from './app/player-providers';
import { seedFirstData } from './features/player/api/first-data';
import { PlayerGamePage } from './features/player/components/player-game-page';
import { queryClient } from './lib/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('game.html has no #root');
seedFirstData(queryClient);

// A transition: React renders the first screen in slices, letting the browser paint and answer
// input between them, instead of holding the main thread for the whole tree at once.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <PlayerProviders>
        <PlayerGamePage />
      </PlayerProviders>
    </StrictMode>,
  );
});
