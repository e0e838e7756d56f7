import { ActionIcon } from '@mantine/core';
import { useFullscreenDocument } from '@mantine/hooks';
import { IconMaximize, IconMinimize } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { useDarkScheme } from '../lib/color-scheme';
import type { GameTexts } from '../lib/game-texts';
import { Logo } from './logo';
import classes from './projector-screen.module.css';

interface ProjectorScreenProps {
  /** The game's texts, once loaded: the logo, `lang` and the full-screen button follow them. */
  texts?: GameTexts | undefined;
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
function FullscreenButton({ texts }: { texts: GameTexts }) {
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

/** The message of a failed load: the server's (in the visitor's admin language) when it gave one. */
export function ProjectorError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <ProjectorMessage>
      {error instanceof ApiError ? error.message : t('common.load_failed')}
    </ProjectorMessage>
  );
}
