import type { Role } from '@orbis/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../lib/current-user';
import { StatusPage } from './status-page';

/** Shows `children` only to users of `role`; others see a plain "not allowed" message. */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  if (user?.role === role) return <>{children}</>;
  return <StatusPage status={403} message={t('errors.forbidden')} />;
}
