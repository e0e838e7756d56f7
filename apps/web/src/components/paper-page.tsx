import { Alert, Group, Stack, Text, Title, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePrintedTitle } from '../lib/printed-title';
import { PrintTools, type PrintBack } from './print-tools';

/**
 * A page of sheets to print (a game's or an event's handouts, a game's certificates): its title
 * and what it is for (`subtitle`, which also names the printed file with the title), the print
 * tools and `hint` on screen only, then the sheets. The page's own classes set its width
 * (`classes.page`) and hide what is for the screen in print (`classes.tools`).
 */
export function PaperPage({
  title,
  subtitle,
  back,
  hint,
  classes,
  testId,
  printTestId,
  children,
}: {
  title: string;
  subtitle: string;
  back: PrintBack;
  hint: { text: string; color: MantineColor };
  classes: { page?: string; tools?: string };
  testId: string;
  printTestId: string;
  children: ReactNode;
}) {
  usePrintedTitle(`${subtitle} · ${title}`);
  return (
    <Stack gap="md" className={classes.page} data-testid={testId}>
      <Group justify="space-between" align="flex-start" gap="sm" className={classes.tools}>
        <Stack gap={4} miw={0}>
          <Title order={2} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {subtitle}
          </Text>
        </Stack>
        <PrintTools {...back} className={classes.tools} printTestId={printTestId} />
      </Group>
      <Alert variant="light" color={hint.color} className={classes.tools}>
        {hint.text}
      </Alert>
      {children}
    </Stack>
  );
}
