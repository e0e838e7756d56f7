import { Button, Group, type ButtonVariant } from '@mantine/core';
import { IconAdjustments, IconPrinter, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Where a page for paper leads back to: its game's control screen, or another page. */
export type PrintBack = { gameId: number } | { back: { to: string; label: string } };

/**
 * The tools above a page made for paper (a game's handouts, its report, an event's handouts and report): back
 * to the game's control screen (or the page `back` names), print, and what the page adds. On
 * screen only: `className` is the page's own class that hides them in print.
 */
export function PrintTools({
  className,
  printTestId,
  printVariant,
  testId,
  children,
  ...to
}: PrintBack & {
  className: string | undefined;
  printTestId: string;
  printVariant?: ButtonVariant;
  testId?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const back =
    'back' in to
      ? to.back
      : { to: `/host/games/control/${to.gameId}`, label: t('report.control_link') };
  return (
    <Group gap="xs" className={className} data-testid={testId}>
      <Button
        component={Link}
        to={back.to}
        variant="subtle"
        size="xs"
        leftSection={<IconAdjustments size={16} />}
      >
        {back.label}
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

// A label that names a file at length (the csv's dialect) wraps on a phone rather than overflow.
const WRAPPING_LABEL = { label: { whiteSpace: 'normal', textAlign: 'start' } } as const;

/** A download among the tools: the file at `href`, kept with the session's cookie. */
export function DownloadButton({
  href,
  icon: FileIcon,
  testId,
  children,
}: {
  href: string;
  icon: Icon;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button
      component="a"
      href={href}
      download
      variant="light"
      color="green"
      size="xs"
      leftSection={<FileIcon size={16} />}
      h="auto"
      py={4}
      maw="100%"
      styles={WRAPPING_LABEL}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
