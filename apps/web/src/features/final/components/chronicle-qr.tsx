import { QrCode } from '../../../components/qr-code';
import type { SystemMessages } from '../../../lib/system-messages';
import classes from './chronicle-qr.module.css';

/** The published chronicle's QR code and address, for the room to take the game home. */
export function ChronicleQr({ url, texts }: { url: string; texts: SystemMessages }) {
  return (
    <section className={classes.panel} data-testid="chronicle-qr-panel">
      <QrCode
        className={classes.qr}
        value={url}
        size={256}
        marginSize={2}
        title={texts.t('chronicle.qr_caption')}
        data-testid="chronicle-qr"
        data-value={url}
      />
      <p className={classes.caption}>{texts.t('chronicle.qr_caption')}</p>
    </section>
  );
}
