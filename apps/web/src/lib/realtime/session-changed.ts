// Kept apart from the socket so that signing in does not load socket.io-client.
const listeners = new Set<() => void>();

/**
 * Tells the live connection that the session cookie changed (signed in or out, joined or left a
 * team): the server reads the session named by the socket's handshake, so it must reconnect.
 */
export function sessionChanged(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` on every `sessionChanged()`; returns the function that stops it. */
export function onSessionChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
