import { useEffect, useState } from 'react';
import type { LiveState } from './socket';

/** How long the first connection may take before the room is told it has no live updates. */
const CONNECTING_GRACE_MS = 3000;

/**
 * Whether the screen should say its live updates are not coming: a lost connection or a refusal
 * at once, the first connection only once it is late (the figures just came over HTTP, and a
 * word that flashes for a moment on every load would only move the header).
 */
export function useLiveTrouble(live: LiveState): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (live !== 'connecting') return;
    const timer = setTimeout(() => setLate(true), CONNECTING_GRACE_MS);
    return () => clearTimeout(timer);
  }, [live]);
  return live === 'reconnecting' || live === 'denied' || (live === 'connecting' && late);
}
