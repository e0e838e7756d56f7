import type { SystemMessages } from '../../../lib/system-messages';
import classes from './stats-screen.module.css';

/**
 * How to play, in short, for the room before round 1: the goal, a round, what ecology does, the
 * winner rule and the other nominations. The phones have the full rules with the game's prices.
 */
export function RulesPanel({ texts }: { texts: SystemMessages }) {
  const others = [
    texts.t('nomination.investor'),
    texts.t('nomination.ecologist'),
    texts.t('nomination.peacemaker'),
    texts.t('nomination.aggressor'),
  ].join(', ');
  return (
    <section className={`${classes.panel} ${classes.rules}`} data-testid="stats-rules">
      <h2 className={classes.rulesTitle}>{texts.t('rules.title')}</h2>
      <ul className={classes.rulesList}>
        <li>{texts.t('rules.short_goal')}</li>
        <li>{texts.t('rules.short_round')}</li>
        <li>{texts.t('rules.short_ecology')}</li>
        <li>
          {texts.t('rules.winner_rule_first_v2')} {texts.t('rules.winner_rule_second_v2')}
        </li>
        <li>{texts.t('rules.short_nominations', { names: others })}</li>
      </ul>
      <p className={classes.rulesPhone}>{texts.t('rules.short_phone')}</p>
    </section>
  );
}
