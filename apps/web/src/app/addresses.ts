// The hash addresses that pick an app of their own (main.tsx), matched as React Router matches
// its routes (any case, an optional trailing slash, a query): the back-office's router sends
// these addresses back to the entry by reloading the page, so a pattern that missed one of them
// would reload it for ever.

/** `#/login`: the login app. */
const LOGIN = /^#\/login\/?(\?.*)?$/i;

/**
 * `#/stats/{gameId}`, `#/final/{gameId}` and `#/turning-points/{gameId}`, and the hall's screen of
 * an event `#/event/{eventId}`: the projector app.
 */
const PROJECTOR = /^#\/(stats|final|turning-points|event)\/([^/?]+)\/?(\?.*)?$/i;

/** A projector screen's name. */
export type ProjectorScreenName = 'stats' | 'final' | 'turning-points' | 'event';

/**
 * A projector address: its screen, and the id it shows (a game's, an event's for `event`), null
 * when the address holds no such id.
 */
export interface ProjectorAddress {
  screen: ProjectorScreenName;
  id: number | null;
}

export function isLoginAddress(hash: string): boolean {
  return LOGIN.test(hash);
}

/** The projector screen that `hash` names, or null when it names none. */
export function projectorAddress(hash: string): ProjectorAddress | null {
  const match = PROJECTOR.exec(hash);
  if (!match?.[1] || !match[2]) return null;
  const id = /^\d+$/.test(match[2]) ? Number(match[2]) : NaN;
  return {
    screen: match[1].toLowerCase() as ProjectorScreenName,
    id: Number.isSafeInteger(id) && id > 0 ? id : null,
  };
}
