// "How to play": the rules of this game, in its language, with its own prices. Loaded only when
// a player opens it, so the phone's first download stays small.
import type { PlayerState } from '@orbis/contracts';
import { useMemo } from 'react';
import { playerRules } from '../../utils/rules';
import { useTexts } from '../../../../components/game-texts';
import { Button, Card } from '../../../../components/game-ui';
import styles from './rules-screen.module.css';

/** The rules screen; `onBack` returns to the tab the player came from. */
export default function RulesScreen({ state, onBack }: { state: PlayerState; onBack: () => void }) {
  const { t, language } = useTexts();
  const rules = useMemo(() => playerRules(state, t, language), [state, t, language]);
  const paragraphs = (texts: string[]) =>
    texts.map((text, i) => (
      <p key={i} className={styles.text}>
        {text}
      </p>
    ));
  return (
    <div className={styles.rules} data-testid="rules">
      <div className={styles.head}>
        <h2 className={styles.title}>{t('rules.title')}</h2>
        <Button small variant="secondary" onClick={onBack}>
          {t('rules.back')}
        </Button>
      </div>
      <Card title={t('rules.goal_title')} testId="rules-goal">
        {paragraphs(rules.goal)}
      </Card>
      <Card title={t('rules.round_title')}>{paragraphs(rules.round)}</Card>
      <Card title={t('rules.orders_title')} testId="rules-orders">
        <ul className={styles.list}>
          {rules.orders.map((order) => (
            <li key={order.type} className={styles.order} data-testid={`rules-order-${order.type}`}>
              <div className={styles.orderHead}>
                <strong>{order.name}</strong>
                <span className={styles.price}>{order.price}</span>
              </div>
              <p className={styles.text}>{order.effect}</p>
            </li>
          ))}
        </ul>
      </Card>
      <Card title={t('rules.ecology_title')} testId="rules-ecology">
        {paragraphs(rules.ecology)}
      </Card>
      <Card title={t('rules.sanctions_title')}>{paragraphs(rules.sanctions)}</Card>
      {rules.ufo && (
        <Card title={t('rules.ufo_title')} testId="rules-ufo">
          {paragraphs(rules.ufo.text)}
          <ul className={styles.list}>
            {rules.ufo.supertechs.map((s) => (
              <li key={s.kind} className={styles.item} data-testid={`rules-supertech-${s.kind}`}>
                <strong>{s.name}</strong>: {s.effect}
              </li>
            ))}
          </ul>
        </Card>
      )}
      {rules.negotiations && (
        <Card title={t('rules.negotiations_title')}>{paragraphs(rules.negotiations)}</Card>
      )}
      <Card title={t('rules.promises_title')} testId="rules-promises">
        {paragraphs(rules.promises)}
      </Card>
      <Card title={t('rules.nominations_title')} testId="rules-nominations">
        <ul className={styles.list}>
          {rules.nominations.map((n) => (
            <li key={n.name} className={styles.item}>
              <strong>{n.name}</strong>: {n.text}
            </li>
          ))}
        </ul>
        <p className={styles.note}>{rules.nominationsNote}</p>
      </Card>
      <Card title={t('rules.winner_rule_title')} testId="rules-winner-rule">
        {paragraphs(rules.winnerRule)}
      </Card>
      <Button full variant="secondary" onClick={onBack}>
        {t('rules.back')}
      </Button>
    </div>
  );
}
