import type { PlayerState } from '@orbis/contracts';
import type { TeamNegotiationStep } from '@orbis/engine';
import { useNegotiationStep } from '../../api/negotiations';
import { failureText } from '../../utils/failure-text';
import { negotiationRows, type NegotiationRow } from '../../utils/talks/negotiation-rows';
import styles from './negotiations-panel.module.css';
import { useTexts } from '../../../../components/game-texts';
import { Button, Card, Flag, Notice } from '../../../../components/game-ui';

/** Negotiation mode: our negotiation with each country, with the step we may take. */
export function NegotiationsPanel({ state }: { state: PlayerState }) {
  const { t } = useTexts();
  const action = useNegotiationStep(state.game.id);
  const failed = action.error && action.variables ? action.variables.other : null;
  const act = (a: TeamNegotiationStep, other: number) => action.mutate({ action: a, other });
  return (
    <Card title={t('player.negotiations')}>
      <ul className={styles.rows}>
        {negotiationRows(state).map((row) => (
          <li
            key={row.country.id}
            className={styles.row}
            data-testid={`negotiation-${row.country.id}`}
          >
            <Flag src={row.country.flag} name="" />
            <div>
              <div className={styles.name}>{row.country.name}</div>
              <div className={styles.status}>{statusText(row, t)}</div>
            </div>
            <div className={styles.actions}>
              <Steps
                row={row}
                busy={action.isPending || state.game.over}
                onAct={(a) => act(a, row.country.id)}
              />
            </div>
            {failed === row.country.id && (
              <div className={styles.error}>
                <Notice tone="error">{failureText(action.error, t)}</Notice>
              </div>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}

function statusText(row: NegotiationRow, t: ReturnType<typeof useTexts>['t']): string {
  if (row.status === null) return t('player.no_talks');
  const status = t(`negotiation_status.${row.status}`);
  if (row.status !== 'sent') return status;
  // The host's status, and which way the request went.
  return `${status} · ${row.incoming ? t('player.talks_asked_us') : t('player.talks_we_asked')}`;
}

// Each step the engine allows gets its button.
const STEP_BUTTONS: Record<
  TeamNegotiationStep,
  { label: string; variant: 'primary' | 'secondary' | 'danger' }
> = {
  request: { label: 'player.request_negotiation', variant: 'secondary' },
  accept: { label: 'player.accept', variant: 'primary' },
  refuse: { label: 'player.refuse', variant: 'danger' },
  done: { label: 'player.mark_done', variant: 'secondary' },
};

function Steps({
  row,
  busy,
  onAct,
}: {
  row: NegotiationRow;
  busy: boolean;
  onAct: (action: TeamNegotiationStep) => void;
}) {
  const { t } = useTexts();
  return row.steps.map((step) => (
    <Button
      key={step}
      small
      variant={STEP_BUTTONS[step].variant}
      disabled={busy}
      onClick={() => onAct(step)}
    >
      {t(STEP_BUTTONS[step].label)}
    </Button>
  ));
}
