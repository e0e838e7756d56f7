import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from './api-client';
import { callFailureText } from './call-failure';

interface DeleteOptions<D> {
  /** The delete call's path. */
  path: string;
  /** The cached query the item is shown in. */
  key: QueryKey;
  /** Removes the item from that query's data (default: filter an array by id). */
  remove?: (data: D, id: number) => D;
  /** The request body the call expects (API.md: usually `{ id }`). */
  body?: (id: number) => unknown;
}

function removeById<D>(data: D, id: number): D {
  return (data as { id: number }[]).filter((row) => row.id !== id) as D;
}

/** Deletes an item by id and removes it from the screen at once, without a reload. */
export function useDeleteItem<D = { id: number }[]>({
  path,
  key,
  remove = removeById,
  body = (id) => ({ id }),
}: DeleteOptions<D>) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (id: number) => api(path, { body: body(id) }),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<D>(key, (data) => (data === undefined ? data : remove(data, id)));
      void queryClient.invalidateQueries({ queryKey: key });
      notifications.show({ message: t('common.deleted'), color: 'green' });
    },
    onError: (error) => {
      notifications.show({
        message: callFailureText(error, t),
        color: 'red',
      });
    },
  });
}

/** After a successful save: confirms it and returns to the section's list at `path`. */
export function useReturnAfterSave(path: string): () => void {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useCallback(() => {
    notifications.show({ message: t('common.saved'), color: 'green' });
    void navigate(path);
  }, [navigate, t, path]);
}
