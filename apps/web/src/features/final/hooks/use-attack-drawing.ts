import { useEffect, useState } from 'react';
import type { Timing } from '../../../components/world-map/map-marks';

/** How long each round's bombs take to draw in, one round after another. */
export const ROUND_S = 2;
const DRAW_S = 1.4;

/** When a bomb of the `index`th round with bombs draws in. */
export const attackTiming = (index: number): Timing => ({
  delay: 0.3 + index * ROUND_S,
  duration: DRAW_S,
});

/**
 * The bombs' arrows drawing in round by round (`rounds` of them with bombs), about two seconds a
 * round: `done` once the last has been drawn, or at once when a key or a click skips to the end,
 * or with reduced motion (`reduced`), where the final state shows at once.
 */
export function useAttackDrawing(rounds: number, reduced: boolean) {
  const [skipped, setSkipped] = useState(false);
  const [finished, setFinished] = useState(false);
  const done = skipped || finished || reduced || rounds === 0;
  useEffect(() => {
    if (done) return;
    const skip = () => setSkipped(true);
    const timer = window.setTimeout(
      () => setFinished(true),
      (attackTiming(rounds - 1)!.delay + DRAW_S + 0.3) * 1000,
    );
    window.addEventListener('keydown', skip);
    window.addEventListener('pointerdown', skip);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('keydown', skip);
      window.removeEventListener('pointerdown', skip);
    };
  }, [done, rounds]);
  return { done, skipped };
}
