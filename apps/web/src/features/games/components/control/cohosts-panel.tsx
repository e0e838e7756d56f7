import type { GameControl, HostCard } from '@orbis/contracts';
import { useTranslation } from 'react-i18next';
import { CohostEmailForm } from '../../../../components/cohosts/cohost-email-form';
import { askRemoveCohost, HostsCard } from '../../../../components/cohosts/hosts-list';
import { useAddCohost, useRemoveCohost } from '../../api/cohosts';
import { useRenewCodesOffer } from './renew-codes-offer';

/** The form that names a co-host by email; the server's refusal shows under the field. */
function AddCohostForm({ gameId }: { gameId: number }) {
  const add = useAddCohost(gameId);
  return <CohostEmailForm add={add} />;
}

/**
 * Who runs the game: its owner and co-hosts. The owner (or an admin) names a co-host by email and
 * removes one after confirming, and is then offered new codes for every team; a co-host sees the
 * list only. Another host's changes arrive live (`cohosts-changed` refetches the control screen).
 */
export function CohostsPanel({ game }: { game: GameControl['game'] }) {
  const { t } = useTranslation();
  const remove = useRemoveCohost(game.id);
  const offerNewCodes = useRenewCodesOffer(game.id);
  // The removed co-host has seen every team's code: the owner is offered new ones at once.
  const ask = (host: HostCard) =>
    askRemoveCohost(t, host, 'cohosts.remove_confirm', () =>
      remove.mutate(host.id, { onSuccess: () => offerNewCodes(host) }),
    );
  return (
    <HostsCard
      title={t('cohosts.title')}
      hint={t('cohosts.hint')}
      hosts={game}
      onRemove={ask}
      removing={remove.isPending ? remove.variables : undefined}
      form={<AddCohostForm gameId={game.id} />}
      testId="cohosts-panel"
    />
  );
}
