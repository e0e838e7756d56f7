import { Card, Center, Group, Stack, Table, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from './query-state';
import { scrollRegion } from './scroll-region';

export interface Column<T> {
  /** Label key of the header. */
  header: string;
  render: (row: T) => ReactNode;
  width?: number | string;
}

interface DataTableProps<T> {
  /** Label key naming the table (its scrolling region's name when the screen is narrow). */
  label: string;
  query: UseQueryResult<T[]>;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  /** Buttons at the end of each row (edit, delete). */
  actions?: (row: T) => ReactNode;
  /** Label key shown when the list is empty. */
  empty?: string;
}

/** A list screen's table: preloader, error with retry, empty state, then the rows. */
export function DataTable<T>({
  label,
  query,
  columns,
  rowKey,
  actions,
  empty = 'common.empty',
}: DataTableProps<T>) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding={0} radius="md">
      <QueryState query={query}>
        {(rows) =>
          rows.length === 0 ? (
            <Center py="xl" data-testid="empty-state">
              <Stack align="center" gap={4}>
                <IconInbox size={32} stroke={1.5} color="var(--mantine-color-gray-5)" />
                <Text c="dimmed">{t(empty)}</Text>
              </Stack>
            </Center>
          ) : (
            <Table.ScrollContainer
              minWidth={600}
              scrollAreaProps={{ viewportProps: scrollRegion(t(label)) }}
            >
              <Table
                aria-label={t(label)}
                striped
                highlightOnHover
                verticalSpacing="sm"
                horizontalSpacing="md"
              >
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((c) => (
                      <Table.Th key={c.header} w={c.width}>
                        {t(c.header)}
                      </Table.Th>
                    ))}
                    {actions && <Table.Th w={1}>{t('common.actions')}</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={rowKey(row)}>
                      {columns.map((c) => (
                        <Table.Td key={c.header}>{c.render(row)}</Table.Td>
                      ))}
                      {actions && (
                        <Table.Td>
                          <Group gap={4} wrap="nowrap" justify="flex-end">
                            {actions(row)}
                          </Group>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>
    </Card>
  );
}
