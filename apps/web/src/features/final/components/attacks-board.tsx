import type { FinalAttack } from '@orbis/contracts';
import { IconArrowRight, IconBomb, IconShieldCheck } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import type { SystemMessages } from '../../../lib/system-messages';
import classes from './attacks-board.module.css';

/** Columns and type size by how many bombs fell: a few read large, many still fit the screen. */
function layout(count: number): CSSProperties {
  const columns = count <= 6 ? 1 : count <= 16 ? 2 : count <= 36 ? 3 : 4;
  const scale = [1, 1, 0.8, 0.62, 0.5][columns] ?? 0.5;
  const width = ['', '64vw', '44vw', '30vw', '22.5vw'][columns] ?? '22.5vw';
  return { '--columns': columns, '--scale': scale, '--width': width } as CSSProperties;
}

/**
 * The last step of the reveal: every bomb dropped in the game, in the order they fell, with who
 * dropped it, on which city of which country, and whether it destroyed the city or a shield
 * stopped it.
 */
export function AttacksBoard({
  attacks,
  texts,
}: {
  attacks: FinalAttack[];
  texts: SystemMessages;
}) {
  return (
    <section className={classes.board} data-testid="final-attacks" aria-labelledby="attacks-title">
      <h2 id="attacks-title" className={classes.title}>
        {texts.t('final.attacks_title')}
      </h2>
      {attacks.length === 0 ? (
        <p className={classes.none} data-testid="no-attacks">
          {texts.t('final.no_attacks')}
        </p>
      ) : (
        <ol className={classes.list} style={layout(attacks.length)}>
          {attacks.map((attack, i) => (
            <li
              key={i}
              className={classes.attack}
              data-testid="attack"
              data-destroyed={attack.destroyed}
            >
              <div className={classes.line}>
                {attack.from.flag && <img className={classes.flag} src={attack.from.flag} alt="" />}
                <span className={classes.attacker}>{attack.from.name}</span>
                <IconArrowRight className={classes.arrow} aria-label="→" />
                <span className={classes.city}>{attack.city.name}</span>
              </div>
              <div className={classes.details}>
                <span>{texts.t('final.attack_round', { round: attack.round })}</span>
                <span>{attack.city.countryName}</span>
                <span className={classes.result}>
                  {attack.destroyed ? (
                    <IconBomb className={classes.icon} aria-hidden />
                  ) : (
                    <IconShieldCheck className={classes.icon} aria-hidden />
                  )}
                  {texts.t(attack.destroyed ? 'final.attack_destroyed' : 'final.attack_stopped')}
                </span>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
