import { Button, Group, type ButtonVariant } from '@mantine/core';
import { IconAdjustments, IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The tools above a page made for paper (a game's handouts, its report): back to the game's
 * control screen, print, and what the page adds. On screen only: `className` is the page's own
 * class that hides them in print.
 */
export function PrintTools({
  gameId,
  className,
  printTestId,
  printVariant,
  testId,
  children,
}: {
  gameId: number;
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
        to={`/host/games/control/${gameId}`}
        variant="subtle"
        size="xs"
        leftSection={<IconAdjustments size={16} />}
      >
        {t('report.control_link')}
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
