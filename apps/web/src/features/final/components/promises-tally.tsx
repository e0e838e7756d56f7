import type { PromiseTally } from '@orbis/contracts';
import { useGameCountries } from '../../../lib/game-stats';
import type { SystemMessages } from '../../../lib/system-messages';
import { tallyRows } from '../../../lib/promise-tally';
import classes from './promises-tally.module.css';

/**
 * Revealed with the attacks: how many promises each country kept and broke. Kept promises were
 * private until now; the broken ones were the rounds' news.
 */
export function PromisesTally({
  gameId,
  tally,
  texts,
}: {
  gameId: number;
  tally: PromiseTally;
  texts: SystemMessages;
}) {
  const countries = useGameCountries(gameId);
  const rows = tallyRows(tally, countries.data ?? []);
  return (
    <section
      className={classes.tally}
      data-testid="final-promises"
      aria-labelledby="promises-title"
    >
      <h2 id="promises-title" className={classes.title}>
        {texts.t('final.promises_title')}
      </h2>
      {rows.length === 0 ? (
        <p className={classes.none}>{countries.data ? texts.t('final.no_promises') : '…'}</p>
      ) : (
        <ul className={classes.list}>
          {rows.map((row) => (
            <li key={row.country.id} className={classes.row} data-testid="final-promise-country">
              {row.country.flag && <img className={classes.flag} src={row.country.flag} alt="" />}
              <span className={classes.name}>{row.country.name}</span>
              <span className={classes.counts}>
                <span className={classes.kept} data-testid="final-promises-kept">
                  {texts.t('final.promises_kept', { value: texts.count(row.kept) })}
                </span>
                <span className={classes.broken} data-testid="final-promises-broken">
                  {texts.t('final.promises_broken', { value: texts.count(row.broken) })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
