import { LazyMotion, MotionConfig } from 'motion/react';
import type { ReactNode } from 'react';
import { nextPaint } from '../lib/after-paint';

// Asked for once the screen's first frame is up: until they come, the pictures stand still.
const loadFeatures = () =>
  nextPaint()
    .then(() => import('./motion-features'))
    .then((module) => module.default);

/**
 * Motion for a projector's pictures: its features (path drawing and layout, for the map and the
 * standings) loaded on their own, and the viewer's `prefers-reduced-motion` honoured by motion
 * itself ("user": no movement of transforms and layout; what else moves asks `useReducedMotion`).
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
