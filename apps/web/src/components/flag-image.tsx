import { useEffect, useState } from 'react';
import { afterNextPaint } from '../lib/after-paint';

/**
 * A country's flag on a projector's picture, asked for once the screen has first been painted:
 * the names and figures come first, and the flags (a file each) never hold that paint back. The
 * image's box is there from the start (its class sizes it), empty until then.
 */
export function FlagImage({ src, className }: { src: string; className?: string }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return <img className={className} src={painted ? src : undefined} alt="" />;
}
