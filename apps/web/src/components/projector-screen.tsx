// The frame of the projector's screens (app/projector-app.tsx). Drawn without the back-office's
// UI kit, router and translation library: the page is the screen, and it must show at once.
import { useFullscreenDocument } from '@mantine/hooks';
import { IconMaximize, IconMinimize } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useAdminLanguageMessages } from '../lib/admin-language';
import { ApiError } from '../lib/api-client';
import type { SystemMessages } from '../lib/system-messages';
import logoLatinDark from '../assets/logo-en-dark.svg?raw';
import logoRuDark from '../assets/logo-ru-dark.svg?raw';
import { logoVariant } from './logo-source';
import { ProjectorIconButton } from './projector-button';
import classes from './projector-screen.module.css';
import spinner from './spinner.module.css';

/**
 * A back-office label, in the visitor's back-office language: the words a projector screen says
 * before the game's texts are known (loading, a failed load, an address without a game).
 */
function useVisitorLabel(key: string): { text: string | undefined; language: string | undefined } {
  const labels = useAdminLanguageMessages().data;
  return { text: labels?.messages[key], language: labels?.language };
}

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
  const language = texts?.code;
  // The whole page is this screen: it is in the game's language once that is known.
  useEffect(() => {
    if (language) document.documentElement.lang = language;
  }, [language]);
  return (
    <div className={classes.screen} lang={language}>
      <header className={classes.header}>
        <ProjectorLogo language={language} />
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

/** The projector's wordmarks, light on its dark screen: the files' own markup. */
const LOGO_MARKUP = { ru: { __html: logoRuDark }, latin: { __html: logoLatinDark } };

/**
 * The wordmark, Cyrillic in a Russian game and Latin in any other. Drawn inline: an image, even
 * of a data URL, loads a frame after the screen around it, and the logo would pop in late.
 */
function ProjectorLogo({ language }: { language: string | undefined }) {
  const alt = useVisitorLabel('app.logo_alt').text ?? 'Orbis';
  const variant = logoVariant(language ?? document.documentElement.lang);
  return (
    <span
      className={classes.logo}
      role="img"
      aria-label={alt}
      data-variant={variant}
      dangerouslySetInnerHTML={LOGO_MARKUP[variant]}
    />
  );
}

/** Shows the page on the whole screen, and back (the Fullscreen API). */
function FullscreenButton({ texts }: { texts: SystemMessages }) {
  const { toggle, fullscreen } = useFullscreenDocument();
  const Icon = fullscreen ? IconMinimize : IconMaximize;
  return (
    <ProjectorIconButton
      label={texts.t(fullscreen ? 'stats.exit_fullscreen' : 'stats.fullscreen')}
      onClick={(event) => {
        // A click elsewhere on a screen may mean "next" (the final screen's reveal).
        event.stopPropagation();
        void toggle();
      }}
      data-testid="fullscreen"
    >
      <Icon aria-hidden />
    </ProjectorIconButton>
  );
}

/**
 * A message in the middle of a projector screen (not over yet, an unknown game, ...), in the
 * screen's language unless `lang` says otherwise.
 */
export function ProjectorMessage({ children, lang }: { children: ReactNode; lang?: string }) {
  return (
    <p className={classes.message} role="status" lang={lang}>
      {children}
    </p>
  );
}

/** How long a screen waits for its data before it shows that it is loading. */
const LOADING_DELAY_MS = 400;

/**
 * The screen while its data is on its way: nothing at first, then, if the data is slow, the
 * frame with a spinner. Data that comes within the delay (most loads) then takes the screen in
 * one frame, without a spinner flashing on the projector before it.
 */
export function ProjectorLoading({ texts }: { texts?: SystemMessages | undefined }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <ProjectorScreen texts={texts}>
      <Spinner />
    </ProjectorScreen>
  );
}

function Spinner() {
  const label = useVisitorLabel('common.loading');
  return (
    <div className={classes.loading} role="status" data-testid="preloader">
      <span className={spinner.spinner} aria-hidden />
      {label.text && (
        <span className={classes.hidden} lang={label.language}>
          {label.text}
        </span>
      )}
    </div>
  );
}

/**
 * The message of a failed load: the server's when it gave one, else the back-office's label;
 * both in the visitor's back-office language (the server answers in it).
 */
export function ProjectorError({ error }: { error: unknown }) {
  const fallback = useVisitorLabel('common.load_failed');
  return (
    <ProjectorMessage lang={fallback.language}>
      {error instanceof ApiError ? error.message : fallback.text}
    </ProjectorMessage>
  );
}

/** A dark "no such address", for a projector address that names no game. */
export function ProjectorNotFound() {
  const message = useVisitorLabel('errors.route_not_found');
  return (
    <ProjectorScreen>
      <ProjectorMessage lang={message.language}>{message.text}</ProjectorMessage>
    </ProjectorScreen>
  );
}
