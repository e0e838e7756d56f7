import { Alert, Loader, Modal, Text } from '@mantine/core';
import type { GameControl, Order, PlayerState } from '@orbis/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import '../../../../../components/game-palette.css';
import { TextsProvider, useTexts } from '../../../../../components/game-texts';
import { Button } from '../../../../../components/game-ui';
import {
  BlockedReason,
  OrderSetFields,
  OrderTotals,
  useOrderSet,
} from '../../../../../components/order-form/order-set-editor';
import styles from '../../../../../components/order-form/orders.module.css';
import { ApiError } from '../../../../../lib/api-client';
import { callFailureText } from '../../../../../lib/call-failure';
import { formOf } from '../../../../../lib/orders/order-form';
import { refusalOf, type SendRefusal } from '../../../../../lib/orders/send-refusal';
import { isUnavailable } from '../../../../../lib/server-unavailable';
import { useEnterTeamOrders } from '../../../api/enter-team-orders';
import { useGameTexts } from '../../../api/get-game-texts';
import { teamViewOf } from '../../../utils/team-view';

/**
 * The phone's order form, for the host to fill in for one team (a team without a phone plays
 * this way): the same sections, engine checks and messages, in the game's language, starting from
 * the team's current set so that it can be corrected. Sending replaces the team's set.
 */
export function TeamOrdersDialog({
  control,
  countryId,
  onClose,
}: {
  control: GameControl;
  /** The team whose orders are entered; null while the dialog is closed. */
  countryId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const view = countryId === null ? null : teamViewOf(control, countryId);
  const messages = useGameTexts(control.game.id, view !== null);
  const team = control.teams.find((x) => x.country.id === countryId);
  return (
    <Modal
      opened={view !== null}
      onClose={onClose}
      size="xl"
      closeButtonProps={{ 'aria-label': t('games.enter_orders_close') }}
      title={
        view && t('games.enter_orders_title', { country: view.me.name, round: control.game.round })
      }
      data-testid="team-orders-dialog"
    >
      {view && team && (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {t('games.enter_orders_hint')}
          </Text>
          {messages.isError && <Alert color="red">{t('common.request_failed')}</Alert>}
          {messages.isPending && (
            <Loader size="sm" role="status" aria-label={t('common.loading')} />
          )}
          {messages.data && (
            <TextsProvider messages={messages.data} language={control.game.language.code}>
              <TeamOrdersForm
                view={view}
                current={team.orders.map((o) => o.order)}
                onSent={onClose}
              />
            </TextsProvider>
          )}
        </>
      )}
    </Modal>
  );
}

/** The form itself, under the game's texts; `current` is the team's set it starts from. */
function TeamOrdersForm({
  view,
  current,
  onSent,
}: {
  view: PlayerState;
  current: Order[];
  onSent: () => void;
}) {
  // The form speaks the game's language (`texts`), its one failure without an answer the host's.
  const texts = useTexts();
  const { t } = useTranslation();
  const form = useForm({ defaultValues: formOf(current) });
  // The host is not bound by the clock's lock: only a round that is not running closes the form.
  const readOnly = view.game.stopped || view.game.over;
  const set = useOrderSet(view, form, readOnly);
  const send = useEnterTeamOrders(view.game.id);
  const [refusal, setRefusal] = useState<SendRefusal | null>(null);
  const shown = refusal?.key === set.key ? refusal : null;

  const onSubmit = form.handleSubmit(() => {
    const key = set.key;
    setRefusal(null);
    send.mutate(
      { countryId: view.me.id, round: view.game.round, orders: set.orders },
      {
        onSuccess: onSent,
        onError: (error) =>
          setRefusal(
            error instanceof ApiError && !isUnavailable(error)
              ? refusalOf(error, key)
              : { key, lines: new Map(), message: callFailureText(error, t) },
          ),
      },
    );
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="orders-form">
      <OrderSetFields set={set} readOnly={readOnly} refusal={shown} />
      <div className={styles.bar}>
        <OrderTotals set={set} />
        <BlockedReason id="host-orders-blocked" why={set.why} />
        <Button
          type="submit"
          disabled={readOnly || set.blocked || send.isPending}
          aria-describedby={set.why ? 'host-orders-blocked' : undefined}
          data-testid="submit-orders"
        >
          {texts.t('player.submit_orders')}
        </Button>
      </div>
    </form>
  );
}
