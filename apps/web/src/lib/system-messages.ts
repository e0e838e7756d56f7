// The texts of the projector's screens in the game's language: its system messages (`stats.*`,
// `final.*`, `nomination.*`), which game languages translate, and the language's code. The room
// reads the screens in the language the game is played in, whoever's browser shows them.
import {
  fillPlaceholders,
  type LangMessagesValues,
  type NumberFormat,
  numberFormat,
  paths,
  type PlaceholderValues,
  type PlayerInfo,
} from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { systemMessagesKey } from './query-keys';

export type TextParams = PlaceholderValues;

/** The game's texts, and its numbers, money and percentages in the game language's format. */
export interface SystemMessages extends NumberFormat {
  /** The game language's code, e.g. `ru` or `pt-br`. */
  code: string;
  /** A system message with its {{placeholders}} filled in; the id itself when unknown. */
  t(id: string, params?: TextParams): string;
}

/** A game's system messages over a message map, filled as the server fills them. */
export function systemMessages(code: string, messages: LangMessagesValues): SystemMessages {
  return {
    ...numberFormat(code),
    code,
    t: (id, params) => fillPlaceholders(messages[id] ?? id, params),
  };
}

/** The query of game `gameId`'s texts, loaded once: public, no session needed. */
export const systemMessagesQuery = (gameId: number) => ({
  queryKey: systemMessagesKey(gameId),
  queryFn: async () => {
    const [messages, info] = await Promise.all([
      api<LangMessagesValues>(paths.gameLangMessagesValues, { body: { gameId } }),
      api<PlayerInfo>(`${paths.gameInfo}?gameId=${gameId}`),
    ]);
    return systemMessages(info.game.language.code, messages);
  },
  staleTime: Infinity,
});

/** The texts of game `gameId`. */
export function useSystemMessages(gameId: number) {
  return useQuery(systemMessagesQuery(gameId));
}
