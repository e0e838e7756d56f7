import type { GameControl } from '@orbis/contracts';
import { useTranslation } from 'react-i18next';
import { QueriesState } from '../../../components/query-state';
import { useGameIdParam } from '../../../lib/game-id-param';
import { useSystemMessages, type SystemMessages } from '../../../lib/system-messages';
import { useHandouts } from '../api/get-handouts';
import { HandoutCards, HandoutsSheet } from './handouts-sheet';

function Handouts({ control, texts }: { control: GameControl; texts: SystemMessages }) {
  const { t } = useTranslation();
  return (
    <HandoutsSheet
      subtitle={control.game.title}
      back={{ gameId: control.game.id }}
      hint={t('handouts.hint')}
    >
      <HandoutCards control={control} texts={texts} />
    </HandoutsSheet>
  );
}

/**
 * HandoutsPage: a card per team, two to an A4 page, to hand out in the room: the game, the
 * country, the QR code of the team's own link and its access code, the prices and the rules in
 * short. The game's host or an admin only: the cards hold the access codes.
 */
export function HandoutsPage() {
  const gameId = useGameIdParam() ?? 0;
  const control = useHandouts(gameId);
  const texts = useSystemMessages(gameId);
  return (
    <QueriesState<[GameControl, SystemMessages]> queries={[control, texts]}>
      {([data, messages]) => <Handouts control={data} texts={messages} />}
    </QueriesState>
  );
}
