// The game's messages for every player screen, and the number formats they use.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { translator, type Translate } from '../utils/messages';

interface Texts {
  t: Translate;
  /** The game language's code (formats numbers and times). */
  language: string;
  /** Money as the game writes it ($450). */
  money: (value: number) => string;
  /** A clock time in the game's language (14:03). */
  time: (at: Date) => string;
}

const TextsContext = createContext<Texts | null>(null);

/** Provides the game's messages (`language` formats times). */
export function TextsProvider({
  messages,
  language,
  children,
}: {
  messages: Record<string, string>;
  language: string;
  children: ReactNode;
}) {
  const value = useMemo<Texts>(() => {
    const t = translator(messages);
    let clock: Intl.DateTimeFormat;
    try {
      clock = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' });
    } catch {
      clock = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
    }
    return {
      t,
      language,
      money: (v) => t('player.money', { value: v }),
      time: (at) => clock.format(at),
    };
  }, [messages, language]);
  return <TextsContext.Provider value={value}>{children}</TextsContext.Provider>;
}

/** The game's messages; only under a TextsProvider. */
export function useTexts(): Texts {
  const texts = useContext(TextsContext);
  if (!texts) throw new Error('useTexts needs a TextsProvider');
  return texts;
}
