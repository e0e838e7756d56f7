// The player app's entry (game.html): phones join a team and play, without the back-office; the
// same page shows a published chronicle (`/chronicle/{token}`), from its own chunk.
import './app/player.css';
import { lazy, StrictMode, startTransition, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { PlayerProviders } from './app/player-providers';
import { seedFirstData } from './features/player/api/first-data';
import { PlayerGamePage } from './features/player/components/player-game-page';
import { afterNextPaint } from './lib/after-paint';
import { queryClient } from './lib/query-client';

const ChroniclePage = lazy(() => import('./features/chronicle/chronicle-page'));

const root = document.getElementById('root');
if (!root) throw new Error('game.html has no #root');
seedFirstData(queryClient);
const chronicle = /^\/chronicle\/([^/]+)\/*$/.exec(location.pathname)?.[1];

// A transition: React renders the first screen in slices, letting the browser paint and answer
// input between them, instead of holding the main thread for the whole tree at once.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <PlayerProviders>
        {chronicle ? (
          <Suspense>
            <ChroniclePage token={decodeURIComponent(chronicle)} />
          </Suspense>
        ) : (
          <PlayerGamePage />
        )}
      </PlayerProviders>
    </StrictMode>,
  );
});
// The font's files, once the first screen is up (app/font-faces.css).
afterNextPaint(() => void import('./app/font-faces.css'));
