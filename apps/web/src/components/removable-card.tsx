import { ActionIcon, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * One row of a form's list that the user adds and removes (a world event's effect, a game's
 * scheduled event): its title and a remove button over its fields, three to a line on a wide
 * screen. Without `onRemove` the row stays (a list that needs at least one).
 */
export function RemovableCard({
  title,
  removeLabel,
  onRemove,
  testId,
  fields,
  children,
}: {
  title: ReactNode;
  removeLabel: string;
  onRemove: (() => void) | null;
  testId: string;
  fields: ReactNode;
  /** What follows the fields, e.g. what the chosen entry does. */
  children?: ReactNode;
}) {
  return (
    <Card withBorder radius="sm" padding="sm" data-testid={testId}>
      <Group justify="space-between" mb={4} wrap="nowrap">
        <Text size="sm" fw={600}>
          {title}
        </Text>
        {onRemove && (
          <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={removeLabel}>
            <IconTrash size={16} />
          </ActionIcon>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs">
        {fields}
      </SimpleGrid>
      {children}
    </Card>
  );
}
