// The login screen as an app of its own (main.tsx picks it for `#/login`): React, the data layer
// and the screen, without the back-office's UI kit, router and translation library, which were
// four fifths of what a phone evaluated before it could show the form. It hands the page over
// to the back-office once someone is signed in.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import './global.css';
import { DEFAULT_THEME } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect, type CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';
import { LoginPage } from '../features/auth/components/login-page';
import { useAdminLanguageMessages } from '../lib/admin-language';
import { ApiError } from '../lib/api-client';
import { useCurrentUser } from '../lib/current-user';
import { queryClient } from '../lib/query-client';
import { FONT_FAMILY, PRIMARY_COLOR, readableVariables } from './theme-tokens';

/**
 * The back-office's readable colours and font, on the login's own element: they leave with it,
 * so the back-office's provider (and the projector's dark scheme) set their own afterwards.
 */
const themeStyle = {
  ...readableVariables(DEFAULT_THEME, [PRIMARY_COLOR, 'red', 'gray']).light,
  '--mantine-font-family': FONT_FAMILY,
  '--mantine-primary-color-filled': `var(--mantine-color-${PRIMARY_COLOR}-filled)`,
  '--mantine-primary-color-filled-hover': `var(--mantine-color-${PRIMARY_COLOR}-filled-hover)`,
  fontFamily: FONT_FAMILY,
} as CSSProperties;

function LoginApp({ onSignedIn }: { onSignedIn: () => void }) {
  const user = useCurrentUser();
  const labels = useAdminLanguageMessages();
  const signedIn = Boolean(user.data);

  // Signed in, now or already (a visitor who opens `#/login` with a session): the back-office.
  useEffect(() => {
    if (signedIn) onSignedIn();
  }, [signedIn, onSignedIn]);

  useEffect(() => {
    if (labels.data) document.documentElement.lang = labels.data.language;
  }, [labels.data]);

  if (user.isPending || signedIn) return null;
  if (!labels.data) {
    // Without its labels the form cannot be written; the server's message says why (API.md).
    if (!labels.error) return null;
    return (
      <p role="alert" style={{ ...themeStyle, padding: '1rem' }}>
        {labels.error instanceof ApiError ? labels.error.message : String(labels.error)}
      </p>
    );
  }
  return (
    <div style={themeStyle}>
      <LoginPage labels={labels.data} />
    </div>
  );
}

/**
 * Shows the login screen in `container`. It leaves when someone signs in, or when the returned
 * function is called; `onLeave` runs once it has been taken down.
 */
export function mountLogin(container: HTMLElement, onLeave: () => void): () => void {
  document.documentElement.dataset.mantineColorScheme = 'light';
  const root = createRoot(container);
  let left = false;
  const leave = () => {
    if (left) return;
    left = true;
    root.unmount();
    onLeave();
  };
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <LoginApp onSignedIn={leave} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return leave;
}
