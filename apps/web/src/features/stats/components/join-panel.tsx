import { QrCode } from '../../../components/qr-code';
import type { SystemMessages } from '../../../lib/system-messages';
import classes from './stats-screen.module.css';

/** The access link and its QR code, so teams in the room can still join (shown at round 1). */
export function JoinPanel({ link, texts }: { link: string; texts: SystemMessages }) {
  return (
    <section className={`${classes.panel} ${classes.join}`} data-testid="join-panel">
      <QrCode
        className={classes.qr}
        value={link}
        size={256}
        marginSize={0}
        title={texts.t('stats.join')}
        data-testid="access-qr"
      />
      <div className={classes.joinText}>
        <div className={classes.joinTitle}>{texts.t('stats.join')}</div>
        <div className={classes.joinLink} data-testid="access-link">
          {link}
        </div>
        <div className={classes.joinHint}>{texts.t('stats.join_hint')}</div>
      </div>
    </section>
  );
}
