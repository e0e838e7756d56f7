import { shortRules } from '../../../lib/short-rules';
import type { SystemMessages } from '../../../lib/system-messages';
import classes from './stats-screen.module.css';

/** How to play, in short, for the room before round 1; the phones have the full rules. */
export function RulesPanel({ texts }: { texts: SystemMessages }) {
  const rules = shortRules(texts, {
    round: texts.t('rules.short_round'),
    winner: `${texts.t('rules.winner_rule_first_v2')} ${texts.t('rules.winner_rule_second_v2')}`,
  });
  return (
    <section className={`${classes.panel} ${classes.rules}`} data-testid="stats-rules">
      <h2 className={classes.rulesTitle}>{texts.t('rules.title')}</h2>
      <ul className={classes.rulesList}>
        {rules.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <p className={classes.rulesPhone}>{texts.t('rules.short_phone')}</p>
    </section>
  );
}
