import { Button, Group, type ButtonVariant } from '@mantine/core';
import { IconAdjustments, IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Where a page made for paper came from: a game's control screen, or an event's dashboard. */
export type PrintBack = { gameId: number; eventId?: never } | { eventId: number; gameId?: never };

/**
 * The tools above a page made for paper (a game's handouts, its report, an event's handouts):
 * back to the game's control screen (or the event's dashboard), print, and what the page adds. On
 * screen only: `className` is the page's own class that hides them in print.
 */
export function PrintTools({
  gameId,
  eventId,
  className,
  printTestId,
  printVariant,
  testId,
  children,
}: PrintBack & {
  className: string | undefined;
  printTestId: string;
  printVariant?: ButtonVariant;
  testId?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" className={className} data-testid={testId}>
      <Button
        component={Link}
        to={
          eventId === undefined
            ? `/host/games/control/${gameId}`
            : `/host/events/dashboard/${eventId}`
        }
        variant="subtle"
        size="xs"
        leftSection={<IconAdjustments size={16} />}
      >
        {eventId === undefined ? t('report.control_link') : t('events.dashboard_link')}
      </Button>
      <Button
        variant={printVariant}
        size="xs"
        leftSection={<IconPrinter size={16} />}
        onClick={() => window.print()}
        data-testid={printTestId}
      >
        {t('report.print')}
      </Button>
      {children}
    </Group>
  );
}
