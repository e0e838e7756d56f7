import type { GamePromise, PlayerState, PromiseKind } from '@orbis/contracts';
import { PROMISE_KINDS } from '@orbis/engine';
import { useId, useState, type FormEvent } from 'react';
import { useTexts } from '../../../../components/game-texts';
import { Badge, Button, Card, FieldError, Flag, Notice } from '../../../../components/game-ui';
import { ApiError } from '../../../../lib/api-client';
import { useProposePromise, usePromiseStep } from '../../api/promises';
import { failureText } from '../../utils/failure-text';
import {
  promiseRows,
  roundsLeft,
  untilChoices,
  type PromiseRow,
  type PromiseStep,
} from '../../utils/talks/promise-rows';
import styles from './promises-panel.module.css';

type T = ReturnType<typeof useTexts>['t'];

/** Promises: a new one to propose, then ours and theirs, each with where it stands. */
export function PromisesPanel({ state }: { state: PlayerState }) {
  const { t } = useTexts();
  const rows = promiseRows(state);
  return (
    <>
      {!state.game.over && state.countries.length > 0 && <ProposeForm state={state} />}
      <Card title={t('player.promises')} testId="promises">
        {rows.length === 0 ? (
          <p className={styles.empty}>{t('player.promise_none')}</p>
        ) : (
          <ul className={styles.rows}>
            {rows.map((row) => (
              <PromiseItem key={row.promise.id} row={row} state={state} />
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}

/** Each kind in the words of the side reading it: "Not to bomb them" for its maker, "us" for the other. */
const KIND_TEXT: Record<PromiseKind, { ours: string; theirs: string }> = {
  no_attack: { ours: 'player.promise_kind_no_attack', theirs: 'player.promise_kind_no_attack_us' },
  no_sanction: {
    ours: 'player.promise_kind_no_sanction',
    theirs: 'player.promise_kind_no_sanction_us',
  },
  lift_sanction: {
    ours: 'player.promise_kind_lift_sanction',
    theirs: 'player.promise_kind_lift_sanction_us',
  },
  transfer: { ours: 'player.promise_kind_transfer', theirs: 'player.promise_kind_transfer_us' },
};

const kindText = (t: T, kind: PromiseKind, ours: boolean): string =>
  t(ours ? KIND_TEXT[kind].ours : KIND_TEXT[kind].theirs);

function ProposeForm({ state }: { state: PlayerState }) {
  const { t } = useTexts();
  const ids = useId();
  const propose = useProposePromise(state.game.id);
  const rounds = untilChoices(state.game.round, state.prices.rounds);
  const last = rounds[rounds.length - 1] ?? state.game.round;
  const [to, setTo] = useState(state.countries[0]?.id ?? 0);
  const [kind, setKind] = useState<PromiseKind>('no_attack');
  const [amount, setAmount] = useState('');
  const [until, setUntil] = useState(state.game.round);
  // The round a proposal was last sent in: its confirmation is news only in that round.
  const [sentIn, setSentIn] = useState<number | null>(null);
  const done = sentIn === state.game.round;
  const errors = ApiError.fieldErrors(propose.error);
  const general =
    propose.error && Object.keys(errors).length === 0 ? failureText(propose.error, t) : null;
  // A round that has passed while the form stayed open is no longer offered: the first one is.
  const chosen = rounds.includes(until) ? until : state.game.round;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSentIn(null);
    const value = kind === 'transfer' ? Number(amount.trim() === '' ? NaN : amount) : null;
    propose.mutate(
      {
        to,
        kind,
        // An amount that is not a number goes as null: the server says what it must be.
        value: value === null || Number.isFinite(value) ? value : null,
        until: chosen,
      },
      {
        onSuccess: () => {
          setAmount('');
          setSentIn(state.game.round);
        },
      },
    );
  };
  const field = (name: string) => ({
    id: `${ids}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${ids}-${name}-error` : undefined,
  });
  return (
    <Card title={t('player.promise_new')} testId="promise-form">
      <form className={styles.form} onSubmit={submit} noValidate>
        <label className={styles.label} htmlFor={`${ids}-to`}>
          {t('player.promise_to')}
        </label>
        <select
          className={styles.input}
          {...field('to')}
          value={to}
          onChange={(e) => setTo(Number(e.target.value))}
          data-testid="promise-to"
        >
          {state.countries.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <FieldError id={`${ids}-to-error`} message={errors.to} />

        <fieldset className={styles.kinds} aria-describedby={field('kind')['aria-describedby']}>
          <legend className={styles.label}>{t('player.promise_kind')}</legend>
          {PROMISE_KINDS.map((k) => (
            <label key={k} className={styles.kind}>
              <input
                type="radio"
                name={`${ids}-kind`}
                value={k}
                checked={kind === k}
                onChange={() => setKind(k)}
                data-testid={`promise-kind-${k}`}
              />
              <span>{kindText(t, k, true)}</span>
            </label>
          ))}
        </fieldset>
        <FieldError id={`${ids}-kind-error`} message={errors.kind} />

        {kind === 'transfer' && (
          <>
            <label className={styles.label} htmlFor={`${ids}-value`}>
              {t('player.promise_amount')}
            </label>
            <input
              className={styles.input}
              {...field('value')}
              inputMode="numeric"
              autoComplete="off"
              value={amount}
              onChange={(e) => setAmount(e.target.value.replace(/[^\d]/g, ''))}
              data-testid="promise-value"
            />
            <FieldError id={`${ids}-value-error`} message={errors.value} />
          </>
        )}

        <label className={styles.label} htmlFor={`${ids}-until`}>
          {t('player.promise_until')}
        </label>
        <select
          className={styles.input}
          {...field('until')}
          value={chosen}
          onChange={(e) => setUntil(Number(e.target.value))}
          data-testid="promise-until"
        >
          {rounds.map((r) => (
            <option key={r} value={r}>
              {roundChoice(t, r, state.game.round, last)}
            </option>
          ))}
        </select>
        <FieldError id={`${ids}-until-error`} message={errors.until} />

        {general && <Notice tone="error">{general}</Notice>}
        {done && !propose.isPending && (
          <Notice tone="ok" testId="promise-sent">
            {t('player.promise_proposed')}
          </Notice>
        )}
        <Button type="submit" full disabled={propose.isPending} data-testid="promise-propose">
          {t('player.promise_propose')}
        </Button>
        <p className={styles.hint}>{t('player.promise_hint')}</p>
      </form>
    </Card>
  );
}

function roundChoice(t: T, round: number, current: number, last: number): string {
  if (round === current && round === last) return t('player.promise_round_this_last', { round });
  if (round === current) return t('player.promise_round_this', { round });
  if (round === last) return t('player.promise_round_last', { round });
  return t('player.promise_round', { round });
}

const STATUS_TONE: Record<GamePromise['status'], 'ok' | 'warn' | 'danger' | 'info' | undefined> = {
  proposed: 'info',
  accepted: 'ok',
  kept: 'ok',
  broken: 'danger',
  declined: undefined,
  withdrawn: undefined,
};

const SETTLED_STATUS: Record<Exclude<GamePromise['status'], 'proposed' | 'broken'>, string> = {
  accepted: 'player.promise_status_accepted',
  kept: 'player.promise_status_kept',
  declined: 'player.promise_status_declined',
  withdrawn: 'player.promise_status_withdrawn',
};

function statusText(t: T, row: PromiseRow): string {
  const { promise } = row;
  switch (promise.status) {
    case 'proposed':
      return t(
        row.ours ? 'player.promise_status_waiting_them' : 'player.promise_status_waiting_us',
      );
    case 'broken':
      return t('player.promise_status_broken', { round: promise.settled ?? promise.until });
    default:
      return t(SETTLED_STATUS[promise.status]);
  }
}

/** How long it binds: what is left of an accepted one, what a proposed one would bind. */
function timeText(t: T, promise: GamePromise, round: number): string {
  if (promise.status === 'proposed')
    return t('player.promise_would_bind', { until: promise.until });
  if (promise.status !== 'accepted') return t('player.promise_bound', { until: promise.until });
  const left = roundsLeft(promise, round);
  return left <= 1
    ? t('player.promise_binds_last', { until: promise.until })
    : t('player.promise_binds_more', { until: promise.until, more: left - 1 });
}

const STEP_BUTTONS: Record<
  PromiseStep,
  { label: string; variant: 'primary' | 'danger' | 'secondary' }
> = {
  accept: { label: 'player.accept', variant: 'primary' },
  decline: { label: 'player.promise_decline', variant: 'danger' },
  withdraw: { label: 'player.promise_withdraw', variant: 'secondary' },
};

function PromiseItem({ row, state }: { row: PromiseRow; state: PlayerState }) {
  const { t, money } = useTexts();
  const step = usePromiseStep(state.game.id);
  const { promise } = row;
  const what =
    promise.kind === 'transfer' && promise.value !== null
      ? t(row.ours ? 'player.promise_transfer_value' : 'player.promise_transfer_value_us', {
          value: money(promise.value),
        })
      : kindText(t, promise.kind, row.ours);
  return (
    <li className={styles.row} data-testid={`promise-${promise.id}`} data-status={promise.status}>
      <div className={styles.head}>
        {row.other.flag && <Flag src={row.other.flag} name="" />}
        <div className={styles.who}>
          {t(row.ours ? 'player.promise_ours' : 'player.promise_theirs', {
            country: row.other.name,
          })}
        </div>
      </div>
      <div className={styles.what}>{what}</div>
      <div className={styles.status}>
        <Badge tone={STATUS_TONE[promise.status]}>{statusText(t, row)}</Badge>
      </div>
      <div className={styles.time}>{timeText(t, promise, state.game.round)}</div>
      {promise.kind === 'transfer' && promise.value !== null && promise.status !== 'proposed' && (
        <div className={styles.time} data-testid="promise-progress">
          {t('player.promise_sent', { sent: money(promise.sent), value: money(promise.value) })}
        </div>
      )}
      {row.steps.length > 0 && (
        <div className={styles.actions}>
          {row.steps.map((s) => (
            <Button
              key={s}
              small
              variant={STEP_BUTTONS[s].variant}
              disabled={step.isPending}
              onClick={() => step.mutate({ step: s, id: promise.id })}
              data-testid={`promise-${s}`}
            >
              {t(STEP_BUTTONS[s].label)}
            </Button>
          ))}
        </div>
      )}
      {step.error && <Notice tone="error">{failureText(step.error, t)}</Notice>}
    </li>
  );
}
