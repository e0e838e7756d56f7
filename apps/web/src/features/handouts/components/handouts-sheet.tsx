import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import type { GameControl } from '@orbis/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PrintTools, type PrintBack } from '../../../components/print-tools';
import { usePrintedTitle } from '../../../lib/printed-title';
import type { SystemMessages } from '../../../lib/system-messages';
import { HandoutCard } from './handout-card';
import classes from './handouts.module.css';

/**
 * A page of team cards: its title and what it is for (`subtitle`: the game's or the event's
 * title, which also names the printed file), the print tools and `hint` on screen only, then the
 * cards.
 */
export function HandoutsSheet({
  subtitle,
  back,
  hint,
  children,
}: {
  subtitle: string;
  back: PrintBack;
  hint: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  usePrintedTitle(`${subtitle} · ${t('handouts.title')}`);
  return (
    <Stack gap="md" className={classes.page} data-testid="handouts">
      <Group justify="space-between" align="flex-start" gap="sm" className={classes.tools}>
        <Stack gap={4} miw={0}>
          <Title order={2} style={{ overflowWrap: 'anywhere' }}>
            {t('handouts.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {subtitle}
          </Text>
        </Stack>
        <PrintTools {...back} className={classes.tools} printTestId="handouts-print" />
      </Group>
      <Alert variant="light" color="yellow" className={classes.tools}>
        {hint}
      </Alert>
      {children}
    </Stack>
  );
}

/** A game's cards, one per team, in the game's language whatever the back-office's. */
export function HandoutCards({ control, texts }: { control: GameControl; texts: SystemMessages }) {
  return (
    <div className={classes.cards} lang={texts.code}>
      {control.teams.map((team) => (
        <HandoutCard key={team.country.id} control={control} team={team} texts={texts} />
      ))}
    </div>
  );
}
