// Every Mantine style the back-office screens use, loaded with the shell's code (the screens
// outside it need only a few: app/first-screens.css).
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import { AppShell, Container } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { Preloader } from '../../components/preloader';
import { useCurrentUser } from '../../lib/current-user';
import type { ScreenHandle } from '../../lib/screen-handle';
import classes from './back-office-layout.module.css';
import { TopMenu } from './top-menu';

/** The top menu's height (back-office-layout.module.css keeps the notifications under it). */
const HEADER_HEIGHT = 60;

/**
 * The back-office shell: only for signed-in users; anyone else goes to Login. Confirm modals and
 * notifications live here: only the signed-in screens use them.
 */
export function BackOfficeLayout() {
  const user = useCurrentUser();
  const location = useLocation();
  // A screen for a wall (the event's dashboard) takes the whole width: more worlds side by side.
  const wide = useMatches().some((m) => (m.handle as ScreenHandle | undefined)?.wide === true);
  if (user.isPending) return <Preloader fullScreen />;
  if (!user.data) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return (
    <ModalsProvider>
      <Notifications position="top-right" classNames={{ root: classes.notifications }} />
      <AppShell header={{ height: HEADER_HEIGHT }} padding="md">
        <AppShell.Header>
          <TopMenu />
        </AppShell.Header>
        <AppShell.Main bg="gray.0">
          <Container size="xl" fluid={wide} py="md">
            <Outlet />
          </Container>
        </AppShell.Main>
      </AppShell>
    </ModalsProvider>
  );
}
