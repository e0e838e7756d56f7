// The game's messages for every player screen, and the number formats they use.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { numberFormat, type NumberFormat } from '@orbis/contracts';
import { formatClockTime } from '../lib/format';
import { translator, type Translate } from '../lib/game-messages';

/** The game's messages, and its numbers, money ("$1 300") and percentages in its language. */
interface Texts extends NumberFormat {
  t: Translate;
  /** The game language's code (formats numbers and times). */
  language: string;
  /** A time of day in the game's language, as every screen writes it (formatClockTime). */
  time: (at: Date) => string;
}

const TextsContext = createContext<Texts | null>(null);

/** Provides the game's messages (`language` formats numbers and times). */
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
    const time = (at: Date) => formatClockTime(at, language);
    return { ...numberFormat(language), t: translator(messages), language, time };
  }, [messages, language]);
  return <TextsContext.Provider value={value}>{children}</TextsContext.Provider>;
}

/** The game's messages; only under a TextsProvider. */
export function useTexts(): Texts {
  const texts = useContext(TextsContext);
  if (!texts) throw new Error('useTexts needs a TextsProvider');
  return texts;
}
