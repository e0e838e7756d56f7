import { useEffect, useRef } from 'react';
import type { RevealMove } from '../../../lib/reveal';

// A presenter's clicker sends PageDown/PageUp (or the arrows); a keyboard has the rest.
const MOVES: Record<string, RevealMove> = {
  ArrowRight: 'next',
  ' ': 'next',
  PageDown: 'next',
  Enter: 'next',
  ArrowLeft: 'back',
  PageUp: 'back',
  a: 'all',
  A: 'all',
  ф: 'all', // the same key on a Russian layout
  Ф: 'all',
};

/**
 * The host's keys on the projector: → or space for the next step, ← to go back, A for all.
 * Nothing listens while `enabled` is false (anyone but the game's host watches only).
 */
export function useRevealKeys(enabled: boolean, onMove: (move: RevealMove) => void): void {
  const latest = useRef(onMove);
  useEffect(() => {
    latest.current = onMove;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
      const move = MOVES[event.key];
      if (!move) return;
      // A focused button answers Enter and Space itself (the reveal buttons, full screen).
      if (event.target instanceof HTMLButtonElement && (event.key === 'Enter' || event.key === ' '))
        return;
      event.preventDefault();
      latest.current(move);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
