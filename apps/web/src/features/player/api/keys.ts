// The player app's query keys: one game's info, messages and team view.

export const playerKeys = {
  /** Everything cached about one game. */
  game: (gameId: number) => ['player', gameId] as const,
  info: (gameId: number) => ['player', gameId, 'info'] as const,
  messages: (gameId: number) => ['player', gameId, 'messages'] as const,
  /** The team view; null while this session plays no team of the game. */
  state: (gameId: number) => ['player', gameId, 'state'] as const,
  /** True once this session's team ended under it (a new code): the join screen says so. */
  ended: (gameId: number) => ['player', gameId, 'ended'] as const,
  /** The world's news, round by round (the projector's headlines). */
  news: (gameId: number) => ['player', gameId, 'news'] as const,
  /** The team's own story, at game over. */
  story: (gameId: number) => ['player', gameId, 'story'] as const,
  /** Whether a back-office user is signed in (a host may enter without the code). */
  signedIn: ['player', 'signed-in'] as const,
};
