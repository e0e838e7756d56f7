import {
  Anchor,
  Box,
  Burger,
  Button,
  Divider,
  Drawer,
  Group,
  Menu,
  NavLink as MantineNavLink,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { AdminLanguageOption } from '@orbis/contracts';
import {
  IconCheck,
  IconChevronDown,
  IconLanguage,
  IconLogout,
  IconUserCircle,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../components/logo';
import { useSetAdminLanguage } from '../../lib/admin-language';
import { useCurrentUser } from '../../lib/current-user';
import { useAdminLanguagesOptions } from '../../lib/options';
import { useLogout } from '../../features/auth/api/logout';
import { isActive, menuFor, type MenuEntry, type MenuGroup } from './menu-sections';

/** Everything the user menu does, shared by the desktop dropdown and the mobile drawer. */
function useUserActions() {
  const navigate = useNavigate();
  const options = useAdminLanguagesOptions();
  const setLanguage = useSetAdminLanguage();
  const logout = useLogout();
  return {
    languages: options.data ?? ([] as AdminLanguageOption[]),
    choose: (code: string) => setLanguage.mutate(code),
    logout: () =>
      logout.mutate(undefined, { onSettled: () => void navigate('/login', { replace: true }) }),
  };
}

function MenuButton({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation();
  const active = isActive(useLocation().pathname, entry);
  return (
    <Button
      component={NavLink}
      to={entry.to}
      variant={active ? 'light' : 'subtle'}
      color={active ? 'blue' : 'gray'}
      size="compact-md"
      fw={500}
    >
      {t(entry.label)}
    </Button>
  );
}

function MenuDropdown({ group }: { group: MenuGroup }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = group.entries.some((e) => isActive(pathname, e));
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
          {t(group.label)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {group.entries.map((e) => (
          <Menu.Item key={e.to} component={Link} to={e.to}>
            {t(e.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function UserMenu({ email, language }: { email: string; language: string }) {
  const { t } = useTranslation();
  const actions = useUserActions();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton data-testid="user-menu" aria-label={email} title={email}>
          <Group gap={4} wrap="nowrap">
            {/* Below 1200 px the sections need the width: the address shows in the menu instead,
                whole rather than cut. */}
            <Box hiddenFrom="lg" display="flex">
              <IconUserCircle size={24} stroke={1.5} aria-hidden="true" />
            </Box>
            <Text size="sm" fw={500} visibleFrom="lg">
              {email}
            </Text>
            <IconChevronDown size={14} style={{ flexShrink: 0 }} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label hiddenFrom="lg" style={{ overflowWrap: 'anywhere' }}>
          {email}
        </Menu.Label>
        <Menu.Sub position="left-start">
          <Menu.Sub.Target>
            <Menu.Sub.Item leftSection={<IconLanguage size={16} />}>
              {t('menu.admin_language')}
            </Menu.Sub.Item>
          </Menu.Sub.Target>
          <Menu.Sub.Dropdown>
            {actions.languages.map((o) => (
              <Menu.Item
                key={o.value}
                lang={o.value}
                onClick={() => actions.choose(o.value)}
                rightSection={o.value === language ? <IconCheck size={14} /> : null}
              >
                {o.text}
              </Menu.Item>
            ))}
          </Menu.Sub.Dropdown>
        </Menu.Sub>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={actions.logout}>
          {t('menu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The same menu for narrow screens: a burger opening a drawer. */
function MobileMenu({
  email,
  language,
  role,
}: {
  email: string;
  language: string;
  role: 'admin' | 'host';
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const actions = useUserActions();
  const { entries, groups } = menuFor(role);
  const link = (e: MenuEntry) => (
    <MantineNavLink
      key={e.to}
      component={Link}
      to={e.to}
      label={t(e.label)}
      active={isActive(pathname, e)}
      onClick={close}
    />
  );
  return (
    <>
      <Burger opened={opened} onClick={toggle} aria-label={t('menu.open')} size="sm" />
      <Drawer opened={opened} onClose={close} position="right" size="xs" title={email}>
        <Stack gap={4}>
          {entries.map(link)}
          {groups.map((g) => (
            <MantineNavLink key={g.label} label={t(g.label)} defaultOpened>
              {g.entries.map(link)}
            </MantineNavLink>
          ))}
          <Divider my="sm" label={t('menu.admin_language')} labelPosition="left" />
          {actions.languages.map((o) => (
            <MantineNavLink
              key={o.value}
              lang={o.value}
              label={o.text}
              active={o.value === language}
              rightSection={o.value === language ? <IconCheck size={14} /> : null}
              onClick={() => actions.choose(o.value)}
            />
          ))}
          <Divider my="sm" />
          <MantineNavLink
            label={t('menu.logout')}
            leftSection={<IconLogout size={16} />}
            onClick={actions.logout}
          />
        </Stack>
      </Drawer>
    </>
  );
}

/** The top menu: logo, the role's sections, and the user's dropdown (spec "Top menu"). */
export function TopMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  if (!user) return null;
  const { entries, groups } = menuFor(user.role);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="lg" wrap="nowrap">
        <Anchor component={Link} to="/" aria-label={t('app.name')}>
          <Logo />
        </Anchor>
        <Group gap={4} component="nav" wrap="nowrap" visibleFrom="md">
          {entries.map((e) => (
            <MenuButton key={e.to} entry={e} />
          ))}
          {groups.map((g) => (
            <MenuDropdown key={g.label} group={g} />
          ))}
        </Group>
      </Group>
      <Box visibleFrom="md">
        <UserMenu email={user.email} language={user.admin_language} />
      </Box>
      <Box hiddenFrom="md">
        <MobileMenu email={user.email} language={user.admin_language} role={user.role} />
      </Box>
    </Group>
  );
}
