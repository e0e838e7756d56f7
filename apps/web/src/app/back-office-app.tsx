import './first-screens.css';
import './global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './providers';
import { router } from './router';

/** Shows the back-office (its screens and the projector's) in `container`. */
export function mountBackOffice(container: HTMLElement): void {
  // A transition: React renders the first screen in slices, letting the browser paint and answer
  // input between them, instead of holding the main thread for the whole tree at once.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
}
