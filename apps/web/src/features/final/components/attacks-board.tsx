import type { FinalAttack } from '@orbis/contracts';
import { IconArrowRight, IconBomb, IconShieldCheck } from '@tabler/icons-react';
import { useRef, type CSSProperties } from 'react';
import type { SystemMessages } from '../../../lib/system-messages';
import { useFitScale } from '../hooks/use-fit-scale';
import classes from './attacks-board.module.css';

/**
 * Columns and the largest type size by how many bombs fell: a few read large, many take more
 * columns; the size then shrinks until they fit the board. The board stands beside the winner,
 * whose name stays the largest type of the screen: a line's largest size is below it.
 */
function layout(count: number): { style: CSSProperties; scale: number } {
  const columns = count <= 8 ? 1 : count <= 24 ? 2 : 3;
  const scale = [0.75, 0.75, 0.6, 0.46][columns] ?? 0.46;
  // Read down each column, then across: the bombs in the order they fell.
  const rows = Math.ceil(count / columns);
  return { style: { '--columns': columns, '--rows': rows } as CSSProperties, scale };
}

/**
 * The last step of the reveal, beside the winner: every bomb dropped in the game, in the order
 * they fell, with who dropped it, on which city of which country, and whether it destroyed the
 * city or a shield stopped it.
 */
export function AttacksBoard({
  attacks,
  texts,
}: {
  attacks: FinalAttack[];
  texts: SystemMessages;
}) {
  const list = useRef<HTMLOListElement>(null);
  const { style, scale } = layout(attacks.length);
  useFitScale(list, scale, JSON.stringify(attacks));
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
        <ol ref={list} className={classes.list} style={style}>
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
