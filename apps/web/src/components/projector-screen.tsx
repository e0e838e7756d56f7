import { ActionIcon } from '@mantine/core';
import { useFullscreenDocument } from '@mantine/hooks';
import { IconMaximize, IconMinimize } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { useDarkScheme } from '../lib/color-scheme';
import { useGameIdParam } from '../lib/game-id-param';
import type { SystemMessages } from '../lib/system-messages';
import { Logo } from './logo';
import classes from './projector-screen.module.css';

interface ProjectorScreenProps {
  /** The game's texts, once loaded: the logo, `lang` and the full-screen button follow them. */
  texts?: SystemMessages | undefined;
  title?: ReactNode;
  /** What the header shows on the right, before the full-screen button. */
  aside?: ReactNode;
  children: ReactNode;
}

/**
 * A dark screen for a projector: the logo, a title, and the full-screen button above the body,
 * filling the viewport without scroll bars.
 */
export function ProjectorScreen({ texts, title, aside, children }: ProjectorScreenProps) {
  useDarkScheme();
  return (
    <div className={classes.screen} lang={texts?.code}>
      <header className={classes.header}>
        <Logo height="5.5vh" language={texts?.code} />
        <h1 className={classes.title}>{title}</h1>
        <div className={classes.aside}>
          {aside}
          {texts && <FullscreenButton texts={texts} />}
        </div>
      </header>
      <main className={classes.body}>{children}</main>
    </div>
  );
}

/** Shows the page on the whole screen, and back (the Fullscreen API). */
function FullscreenButton({ texts }: { texts: SystemMessages }) {
  const { toggle, fullscreen } = useFullscreenDocument();
  const label = texts.t(fullscreen ? 'stats.exit_fullscreen' : 'stats.fullscreen');
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="xl"
      onClick={(event) => {
        // A click elsewhere on a screen may mean "next" (the final screen's reveal).
        event.stopPropagation();
        void toggle();
      }}
      title={label}
      aria-label={label}
      data-testid="fullscreen"
    >
      {fullscreen ? <IconMinimize /> : <IconMaximize />}
    </ActionIcon>
  );
}

/** A message in the middle of a projector screen (not over yet, an unknown game, ...). */
export function ProjectorMessage({ children }: { children: ReactNode }) {
  return (
    <p className={classes.message} role="status">
      {children}
    </p>
  );
}

/**
 * A projector screen's route: `children` with the address's game id, or a dark "no such address"
 * when the address holds none.
 */
export function ProjectorGame({ children }: { children: (gameId: number) => ReactNode }) {
  const { t } = useTranslation();
  const gameId = useGameIdParam();
  if (gameId !== null) return <>{children(gameId)}</>;
  return (
    <ProjectorScreen>
      <ProjectorMessage>{t('errors.route_not_found')}</ProjectorMessage>
    </ProjectorScreen>
  );
}

/** The message of a failed load: the server's (in the visitor's admin language) when it gave one. */
export function ProjectorError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <ProjectorMessage>
      {error instanceof ApiError ? error.message : t('common.load_failed')}
    </ProjectorMessage>
  );
}
