import { QrCode } from '../../../components/qr-code';
import type { HallCountry, HallWorld } from '@orbis/contracts';
import type { SystemMessages } from '../../../lib/system-messages';
import classes from './hall.module.css';

/**
 * A country's seat: its flag, its name and the QR code of its team's own join page, all one link
 * to that page (a phone in the hall taps it; a phone across the room scans it).
 */
function Seat({
  country,
  join,
  texts,
}: {
  country: HallCountry;
  join: string;
  texts: SystemMessages;
}) {
  return (
    <a
      className={classes.seat}
      href={join}
      title={texts.t('hall.join_country', { country: country.name })}
      data-testid="hall-seat"
      data-country={country.id}
    >
      {/* The link is named by its country; the code is its picture for a camera. */}
      <QrCode
        className={classes.qr}
        value={join}
        size={256}
        marginSize={0}
        aria-hidden
        data-testid="hall-qr"
        data-value={join}
      />
      <span className={classes.seatLabel}>
        {country.flag && <img className={classes.flag} src={country.flag} alt="" />}
        <span className={classes.seatName} data-fit="country">
          {country.name}
        </span>
      </span>
    </a>
  );
}

/** A world's seats, while it waits for round 1. */
export function Seats({ world, texts }: { world: HallWorld; texts: SystemMessages }) {
  return (
    <ul className={classes.seats}>
      {world.countries.map((country) => (
        <li key={country.id}>
          {country.join && <Seat country={country} join={country.join} texts={texts} />}
        </li>
      ))}
    </ul>
  );
}

/** Before round 1: every world's countries, each a seat its team scans or taps. */
export function Seating({ worlds, texts }: { worlds: HallWorld[]; texts: SystemMessages }) {
  return (
    <>
      <p className={classes.hint}>{texts.t('hall.seating')}</p>
      <div className={classes.worlds}>
        {worlds.map((world) => (
          <section
            key={world.gameId}
            className={classes.world}
            aria-labelledby={`hall-world-${world.gameId}`}
            data-testid="hall-world"
            data-game={world.gameId}
          >
            <h2 className={classes.worldName} id={`hall-world-${world.gameId}`}>
              {world.name}
            </h2>
            <Seats world={world} texts={texts} />
          </section>
        ))}
      </div>
    </>
  );
}
