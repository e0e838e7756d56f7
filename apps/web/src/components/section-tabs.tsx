import { Stack, Tabs, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Preloader } from './preloader';

interface SectionTabsProps {
  /** The section's path, e.g. `/hosts`. */
  base: string;
  /** Label key of the section title. */
  title: string;
  /** Label key of the add tab (defaults to common.add). */
  addLabel?: string;
  /** Shows the add tab only while the list is open (host games). */
  addOnlyOnList?: boolean;
  /** False hides the add tab (an admin cannot create games). */
  canAdd?: boolean;
}

/** A section's title and tab bar (list, add) above the current screen. */
export function SectionTabs({
  base,
  title,
  addLabel = 'common.add',
  addOnlyOnList,
  canAdd = true,
}: SectionTabsProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = pathname.slice(base.length + 1).split('/')[0] ?? '';
  const showAdd = canAdd && (!addOnlyOnList || current === 'list');
  return (
    <Stack gap="md">
      <Title order={2}>{t(title)}</Title>
      <Tabs value={current} onChange={(value) => value && navigate(`${base}/${value}`)}>
        <Tabs.List>
          <Tabs.Tab value="list">{t('common.list')}</Tabs.Tab>
          {showAdd && <Tabs.Tab value="add">{t(addLabel)}</Tabs.Tab>}
        </Tabs.List>
      </Tabs>
      <Suspense fallback={<Preloader />}>
        <Outlet />
      </Suspense>
    </Stack>
  );
}
