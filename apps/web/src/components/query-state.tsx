import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { isUnavailable } from '../lib/server-unavailable';
import { Preloader } from './preloader';

/** One query for each of the data a screen waits for, in the same order. */
export type Queries<T extends readonly unknown[]> = { [K in keyof T]: UseQueryResult<T[K]> };

function LoadFailed({ query }: { query: UseQueryResult }) {
  const { t } = useTranslation();
  const message =
    query.error instanceof ApiError && !isUnavailable(query.error)
      ? query.error.message
      : t('common.load_failed');
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
      <Group justify="space-between">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * Renders `children(data)` once every query has data, each query's in order; until then the
 * first query still pending shows a preloader, and the first that failed its error with a retry
 * button.
 */
export function QueriesState<T extends readonly unknown[]>({
  queries,
  children,
}: {
  queries: readonly [...Queries<T>];
  children: (data: T) => ReactNode;
}) {
  for (const query of queries as readonly UseQueryResult[]) {
    if (query.isPending) return <Preloader />;
    if (query.isError) return <LoadFailed query={query} />;
  }
  return <>{children(queries.map((query: UseQueryResult) => query.data) as unknown as T)}</>;
}

/**
 * Renders `children(data)` once a query has data; a preloader until then, and the error with a
 * retry button when it fails.
 */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  return <QueriesState<[T]> queries={[query]}>{([data]) => children(data)}</QueriesState>;
}
