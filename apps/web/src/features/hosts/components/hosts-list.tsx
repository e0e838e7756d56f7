import { Anchor } from '@mantine/core';
import type { HostListItem } from '@orbis/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { formatDate } from '../../../lib/format';
import { useDeleteHost } from '../api/delete-host';
import { useHosts } from '../api/get-hosts';

/** GameHostsList: email (to the host's page), name, company, registration date. */
export function HostsList() {
  const { i18n } = useTranslation();
  const hosts = useHosts();
  const remove = useDeleteHost();
  return (
    <DataTable<HostListItem>
      label="hosts.title"
      query={hosts}
      empty="hosts.empty"
      edit={(h) => `/hosts/edit/${h.id}`}
      remove={{ mutation: remove, name: (h) => h.email }}
      columns={[
        {
          header: 'hosts.email',
          render: (h) => (
            <Anchor component={Link} to={`/hosts/info/${h.id}`}>
              {h.email}
            </Anchor>
          ),
        },
        { header: 'hosts.name', render: (h) => h.name },
        { header: 'hosts.company', render: (h) => h.company },
        { header: 'hosts.registered', render: (h) => formatDate(h.created_at, i18n.language) },
      ]}
    />
  );
}
