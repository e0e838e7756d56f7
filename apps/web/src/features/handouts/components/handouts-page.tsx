import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import type { GameControl } from '@orbis/contracts';
import { useTranslation } from 'react-i18next';
import { PrintTools } from '../../../components/print-tools';
import { QueriesState } from '../../../components/query-state';
import { useGameIdParam } from '../../../lib/game-id-param';
import { usePrintedTitle } from '../../../lib/printed-title';
import { useSystemMessages, type SystemMessages } from '../../../lib/system-messages';
import { useHandouts } from '../api/get-handouts';
import { HandoutCard } from './handout-card';
import classes from './handouts.module.css';

function Handouts({ control, texts }: { control: GameControl; texts: SystemMessages }) {
  const { t } = useTranslation();
  const { game, teams } = control;
  usePrintedTitle(`${game.title} · ${t('handouts.title')}`);
  return (
    <Stack gap="md" className={classes.page} data-testid="handouts">
      <Group justify="space-between" align="flex-start" gap="sm" className={classes.tools}>
        <Stack gap={4} miw={0}>
          <Title order={2} style={{ overflowWrap: 'anywhere' }}>
            {t('handouts.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {game.title}
          </Text>
        </Stack>
        <PrintTools gameId={game.id} className={classes.tools} printTestId="handouts-print" />
      </Group>
      <Alert variant="light" color="yellow" className={classes.tools}>
        {t('handouts.hint')}
      </Alert>
      {/* The cards speak the game's language, whatever the back-office's. */}
      <div className={classes.cards} lang={texts.code}>
        {teams.map((team) => (
          <HandoutCard key={team.country.id} control={control} team={team} texts={texts} />
        ))}
      </div>
    </Stack>
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
