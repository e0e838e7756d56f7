// The texts of the projector's screens in the game's language: its system messages (`stats.*`,
// `final.*`, `nomination.*`), which game languages translate, and the language's code. The room
// reads the screens in the language the game is played in, whoever's browser shows them.
import { paths, type LangMessagesValues, type PlayerInfo } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { gameTextsKey } from './query-keys';

export type TextParams = Record<string, string | number>;

export interface GameTexts {
  /** The game language's code, e.g. `ru` or `pt-br`. */
  code: string;
  /** A system message with its {{placeholders}} filled in; the id itself when unknown. */
  t(id: string, params?: TextParams): string;
  /** A number in the game language's format, with at most one decimal. */
  number(value: number): string;
}

/** Game texts over a message map (the same {{name}} placeholders as the server's). */
export function gameTexts(code: string, messages: LangMessagesValues): GameTexts {
  const numbers = new Intl.NumberFormat(code, { maximumFractionDigits: 1 });
  return {
    code,
    t: (id, params = {}) =>
      (messages[id] ?? id).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
        name in params ? String(params[name]) : whole,
      ),
    number: (value) => numbers.format(value),
  };
}

/** The texts of game `gameId`, loaded once: public, no session needed. */
export function useGameTexts(gameId: number) {
  return useQuery({
    queryKey: gameTextsKey(gameId),
    queryFn: async () => {
      const [messages, info] = await Promise.all([
        api<LangMessagesValues>(paths.gameLangMessagesValues, { body: { gameId } }),
        api<PlayerInfo>(`${paths.gameInfo}?gameId=${gameId}`),
      ]);
      return gameTexts(info.game.language.code, messages);
    },
    staleTime: Infinity,
  });
}
