import { Anchor, Button, Group, Menu, UnstyledButton, Text } from '@mantine/core';
import { IconCheck, IconChevronDown, IconLanguage, IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../components/logo';
import { useAdminLanguagesOptions } from '../../features/admin-languages/api/get-admin-languages-options';
import { useSetAdminLanguage } from '../../features/admin-languages/api/set-admin-language';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { useLogout } from '../../features/auth/api/logout';

function MenuLink({ to, section, children }: { to: string; section: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const active = pathname.startsWith(section);
  return (
    <Button
      component={NavLink}
      to={to}
      variant={active ? 'light' : 'subtle'}
      color={active ? 'blue' : 'gray'}
      size="compact-md"
      fw={500}
    >
      {children}
    </Button>
  );
}

function LocalisationMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = pathname.startsWith('/languages') || pathname.startsWith('/admin_languages');
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant={active ? 'light' : 'subtle'}
          color={active ? 'blue' : 'gray'}
          size="compact-md"
          fw={500}
          rightSection={<IconChevronDown size={14} />}
        >
          {t('menu.localisation')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/languages/list">
          {t('menu.game_languages')}
        </Menu.Item>
        <Menu.Item component={Link} to="/admin_languages/list">
          {t('menu.admin_languages')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function UserMenu({ email, language }: { email: string; language: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const options = useAdminLanguagesOptions();
  const setLanguage = useSetAdminLanguage();
  const logout = useLogout();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton data-testid="user-menu" aria-label={email}>
          <Group gap={4}>
            <Text size="sm" fw={500}>
              {email}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Sub position="left-start">
          <Menu.Sub.Target>
            <Menu.Sub.Item leftSection={<IconLanguage size={16} />}>
              {t('menu.admin_language')}
            </Menu.Sub.Item>
          </Menu.Sub.Target>
          <Menu.Sub.Dropdown>
            {(options.data ?? []).map((o) => (
              <Menu.Item
                key={o.value}
                lang={o.value}
                onClick={() => setLanguage.mutate(o.value)}
                rightSection={o.value === language ? <IconCheck size={14} /> : null}
              >
                {o.text}
              </Menu.Item>
            ))}
          </Menu.Sub.Dropdown>
        </Menu.Sub>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} />}
          onClick={() =>
            logout.mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) })
          }
        >
          {t('menu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The top menu: logo, the role's sections, and the user's dropdown (spec "Top menu"). */
export function TopMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  if (!user) return null;
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="lg" wrap="nowrap">
        <Anchor component={Link} to="/" aria-label={t('app.name')}>
          <Logo />
        </Anchor>
        <Group gap={4} component="nav" wrap="nowrap">
          {user.role === 'host' && (
            <MenuLink to="/host/games/list" section="/host/games">
              {t('menu.my_games')}
            </MenuLink>
          )}
          {user.role === 'admin' && (
            <>
              <MenuLink to="/hosts/list" section="/hosts">
                {t('menu.hosts')}
              </MenuLink>
              <MenuLink to="/variables/list" section="/variables">
                {t('menu.variables')}
              </MenuLink>
              <MenuLink to="/countries/list" section="/countries">
                {t('menu.countries')}
              </MenuLink>
              <LocalisationMenu />
            </>
          )}
        </Group>
      </Group>
      <UserMenu email={user.email} language={user.admin_language} />
    </Group>
  );
}
