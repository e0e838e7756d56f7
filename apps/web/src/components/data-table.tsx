import { Card, Center, Group, Stack, Table, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from './query-state';
import { DeleteButton, EditButton } from './row-actions';
import { scrollRegion } from './scroll-region';

export interface Column<T> {
  /** Label key of the header. */
  header: string;
  render: (row: T) => ReactNode;
  width?: number | string;
}

/**
 * A row's delete: `mutation` deletes by id (the button spins on the row it is deleting), and
 * `name` names the row in the question asked first.
 */
interface RowDelete<T> {
  mutation: UseMutationResult<unknown, Error, number>;
  name: (row: T) => string;
  /** The question's words, when they must say more than the row's name. */
  text?: (row: T) => string;
}

interface DataTableProps<T extends { id: number }> {
  /** Label key naming the table (its scrolling region's name when the screen is narrow). */
  label: string;
  query: UseQueryResult<T[]>;
  columns: Column<T>[];
  /** A row's edit page: an edit link at the end of each row. */
  edit?: (row: T) => string;
  /** A delete button at the end of each row, which asks first. */
  remove?: RowDelete<T>;
  /** Other buttons at the end of each row. */
  actions?: (row: T) => ReactNode;
  /** Label key shown when the list is empty. */
  empty?: string;
}

/** A list screen's table: preloader, error with retry, empty state, then the rows. */
export function DataTable<T extends { id: number }>({
  label,
  query,
  columns,
  edit,
  remove,
  actions,
  empty = 'common.empty',
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const hasActions = Boolean(edit || remove || actions);
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
                    {hasActions && <Table.Th w={1}>{t('common.actions')}</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.id}>
                      {columns.map((c) => (
                        <Table.Td key={c.header}>{c.render(row)}</Table.Td>
                      ))}
                      {hasActions && (
                        <Table.Td>
                          <Group gap={4} wrap="nowrap" justify="flex-end">
                            {edit && <EditButton to={edit(row)} />}
                            {remove && (
                              <DeleteButton
                                name={remove.name(row)}
                                text={remove.text?.(row)}
                                loading={
                                  remove.mutation.isPending && remove.mutation.variables === row.id
                                }
                                onConfirm={() => remove.mutation.mutate(row.id)}
                              />
                            )}
                            {actions?.(row)}
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
