// The game's messages for every player screen, and the number formats they use.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { numberFormat, type NumberFormat } from '@orbis/contracts';
import { translator, type Translate } from '../lib/game-messages';

/** The game's messages, and its numbers, money ("$1 300") and percentages in its language. */
interface Texts extends NumberFormat {
  t: Translate;
  /** The game language's code (formats numbers and times). */
  language: string;
  /** A clock time in the game's language (14:03). */
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
    // Made at its first use: the first Intl object a page makes costs tens of milliseconds on a
    // phone (its locale data loads), which the first screen, showing no time, need not pay.
    let clock: Intl.DateTimeFormat | null = null;
    const time = (at: Date) => {
      clock ??= clockFormat(language);
      return clock.format(at);
    };
    return { ...numberFormat(language), t: translator(messages), language, time };
  }, [messages, language]);
  return <TextsContext.Provider value={value}>{children}</TextsContext.Provider>;
}

/** Hours and minutes in `language`, or in the device's language when that code is unknown. */
function clockFormat(language: string): Intl.DateTimeFormat {
  const options = { hour: '2-digit', minute: '2-digit' } as const;
  try {
    return new Intl.DateTimeFormat(language, options);
  } catch {
    return new Intl.DateTimeFormat(undefined, options);
  }
}

/** The game's messages; only under a TextsProvider. */
export function useTexts(): Texts {
  const texts = useContext(TextsContext);
  if (!texts) throw new Error('useTexts needs a TextsProvider');
  return texts;
}
