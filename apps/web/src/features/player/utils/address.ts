import { useMemo, useSyncExternalStore } from 'react';

// The player app is one page, chosen by `/game/{gameId}[/{countryId}]`, with its tab in the
// query. For that, a router library was a fifth of the JavaScript a phone evaluates before its
// first paint; the browser's history API does the same here.

/** What the address names, the ids still as text: the page tells `/game/0` from no game. */
export interface PlayerAddress {
  gameId?: string;
  countryId?: string;
  search: URLSearchParams;
}

// Segments decoded one by one, an encoded slash kept inside its segment; a malformed escape
// leaves the path as it came (as react-router did, so the same addresses reach the same screens).
function decodePath(path: string): string {
  try {
    return path
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return path;
  }
}

// Case-insensitive with trailing slashes allowed: the matching the router's routes had.
const GAME_PATH = /^\/game\/([^/]+)(?:\/([^/]+))?\/*$/i;

/** The ids and query of `pathname + search`; any other path names no game. */
export function parsePlayerAddress(href: string): PlayerAddress {
  const query = href.indexOf('?');
  const path = query < 0 ? href : href.slice(0, query);
  const search = new URLSearchParams(query < 0 ? '' : href.slice(query));
  const match = GAME_PATH.exec(decodePath(path));
  if (!match) return { search };
  const param = (raw: string | undefined) => raw?.replace(/%2F/g, '/');
  return { gameId: param(match[1]), countryId: param(match[2]), search };
}

/**
 * Where `to` leads from `from`, as path, query and hash: a bare `?query` keeps the path and drops
 * the hash, and an empty query leaves no `?`.
 */
export function resolveAddress(to: string, from: string): string {
  const url = new URL(to, new URL(from, 'http://player.invalid'));
  return url.pathname + url.search + url.hash;
}

// pushState and replaceState fire no event: our own navigations tell the subscribers themselves.
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

// A string, so an unchanged address (a hash change, say) is the same snapshot and renders nothing.
const currentHref = () => window.location.pathname + window.location.search;

/** The address, current through the back button and our own navigations. */
export function usePlayerAddress(): PlayerAddress & { href: string } {
  const href = useSyncExternalStore(subscribe, currentHref);
  return useMemo(() => ({ ...parsePlayerAddress(href), href }), [href]);
}

/** Goes to `to` (a path, or `?query` on this path): a new history entry unless `replace`. */
export function navigate(to: string, { replace = false }: { replace?: boolean } = {}): void {
  const href = resolveAddress(to, window.location.href);
  if (replace) window.history.replaceState(null, '', href);
  else window.history.pushState(null, '', href);
  for (const listener of listeners) listener();
}
