import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Preloader } from '../components/preloader';
import { useAdminLanguageMessages } from '../lib/admin-language';
import { useCurrentUser } from '../lib/current-user';
import { currentUserKey } from '../lib/query-keys';
import { onUnauthenticated } from '../lib/api-client';
import { applyLabels, i18n, useLabel } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { backOfficeTheme } from './theme';
import { cssVariablesResolver } from './theme-tokens';

/** Loads the label map into i18next before anything is shown, and again when it changes. */
function LabelsGate({ children }: { children: ReactNode }) {
  const labels = useAdminLanguageMessages();
  const user = useCurrentUser();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!labels.data) return;
    let cancelled = false;
    void applyLabels(labels.data.language, labels.data.messages).then(() => {
      // The whole first screen mounts here: a transition lets React render it in slices.
      if (!cancelled) startTransition(() => setReady(true));
    });
    return () => {
      cancelled = true;
    };
  }, [labels.data]);

  // A 401 anywhere means the session is gone: forget the user so the shell shows Login.
  useEffect(() => onUnauthenticated(() => queryClient.setQueryData(currentUserKey, null)), []);

  if (!ready || user.isPending) return <Preloader fullScreen />;
  return <>{children}</>;
}

/** Mantine with the back-office theme, rebuilt when the words it holds change language. */
function ThemeProvider({ children }: { children: ReactNode }) {
  const showPassword = useLabel('common.show_password');
  const closeNotice = useLabel('common.close_notice');
  const theme = useMemo(
    () => backOfficeTheme(showPassword, closeNotice),
    [showPassword, closeNotice],
  );
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      {children}
    </MantineProvider>
  );
}

/**
 * The providers every screen needs, public ones included. What only the signed-in back-office
 * uses (modals, notifications) is in its shell, so the public screens load less.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider>
          <LabelsGate>{children}</LabelsGate>
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
