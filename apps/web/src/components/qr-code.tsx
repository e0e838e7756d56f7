import type { QRCodeSVG as QRCodeSVGComponent } from 'qrcode.react';
import { lazy, Suspense, type ComponentProps } from 'react';

const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

/**
 * A QR code on a projector's screen, its code loaded when a screen first shows one: the stats
 * screen shows one only at round 1, and the other rounds' first paint does not wait for it. Until
 * it has come, an empty picture of the same class holds its place.
 */
export function QrCode(props: ComponentProps<typeof QRCodeSVGComponent>) {
  return (
    <Suspense fallback={<svg className={props.className} aria-hidden="true" />}>
      <QRCodeSVG {...props} />
    </Suspense>
  );
}
