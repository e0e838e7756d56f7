import { Center, Stack, Text, Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatusPageProps {
  /** The HTTP status the page stands for, shown large. */
  status: number;
  message: string;
  gap?: MantineSpacing;
  /** What the user can do next, under the message. */
  children?: ReactNode;
}

/** A page that says why there is nothing to show (not found, not allowed). */
export function StatusPage({ status, message, gap = 'xs', children }: StatusPageProps) {
  return (
    <Center mih={320}>
      <Stack align="center" gap={gap}>
        <Title order={1} c="dimmed">
          {status}
        </Title>
        <Text>{message}</Text>
        {children}
      </Stack>
    </Center>
  );
}
