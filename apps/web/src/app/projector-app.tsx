// The projector's stats and final screens, and the hall's screen of an event, as an app of their
// own (main.tsx picks it for `#/stats/{gameId}`, `#/final/{gameId}`, `#/turning-points/{gameId}`
// and `#/event/{eventId}`): React, the data layer and the screen, drawn in the
// theme's CSS variables without the back-office's UI kit, router and translation library, which
// a projector's laptop or a phone would otherwise evaluate before the screen could show.
import './projector.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { ProjectorNotFound } from '../components/projector-screen';
import { FinalScreen } from '../features/final/components/final-screen';
import { HallScreen } from '../features/hall/components/hall-screen';
import { StatsScreen } from '../features/stats/components/stats-screen';
import { TurningPointsScreen } from '../features/turning-points/components/turning-points-screen';
import { queryClient } from '../lib/query-client';
import { projectorAddress } from './addresses';
import { FONT_FAMILY } from './font-family';

// The screens come with the app: one file to load, not one more round trip for the screen.
const GAME_SCREENS = {
  stats: StatsScreen,
  final: FinalScreen,
  'turning-points': TurningPointsScreen,
};

function subscribe(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

const readHash = () => window.location.hash;

function ProjectorApp() {
  const address = projectorAddress(useSyncExternalStore(subscribe, readHash));
  if (!address) return null;
  if (address.id === null) return <ProjectorNotFound />;
  // A new game, event or screen starts afresh, with nothing of the last one's state.
  const key = `${address.screen}-${address.id}`;
  if (address.screen === 'event') return <HallScreen key={key} eventId={address.id} />;
  const Screen = GAME_SCREENS[address.screen];
  return <Screen key={key} gameId={address.id} />;
}

/** Shows the projector screen of the address in `container`, and follows the address. */
export function mountProjector(container: HTMLElement): void {
  const html = document.documentElement;
  // The screens are dark, in the theme's font, whatever the back-office's scheme.
  html.dataset.mantineColorScheme = 'dark';
  html.style.setProperty('--mantine-font-family', FONT_FAMILY);
  // Another address typed or followed: the page loads again into the app that shows it.
  window.addEventListener('hashchange', () => {
    if (!projectorAddress(window.location.hash)) window.location.reload();
  });
  // A transition: React renders the screen in slices, letting the browser paint and answer input
  // between them, instead of holding the main thread for the whole tree at once.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <ProjectorApp />
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}
