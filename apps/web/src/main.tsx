import './app/first-screens.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startFirstScreen } from './app/first-screen';
import { Providers } from './app/providers';
import { router } from './app/router';

startFirstScreen(window.location.hash);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// A transition: React renders the first screen in slices, letting the browser paint and answer
// input between them, instead of holding the main thread for the whole tree at once.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
