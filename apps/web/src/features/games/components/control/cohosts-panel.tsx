import type { GameControl } from '@orbis/contracts';
import { useTranslation } from 'react-i18next';
import { CohostEmailForm } from '../../../../components/cohosts/cohost-email-form';
import { HostsCard } from '../../../../components/cohosts/hosts-list';
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
  return (
    <HostsCard
      title={t('cohosts.title')}
      hint={t('cohosts.hint')}
      hosts={game}
      // The removed co-host has seen every team's code: the owner is offered new ones at once.
      remove={{ mutation: remove, confirm: 'cohosts.remove_confirm', onRemoved: offerNewCodes }}
      form={<AddCohostForm gameId={game.id} />}
      testId="cohosts-panel"
    />
  );
}
