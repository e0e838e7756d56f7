import { Button, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSetAdminLanguage } from '../../../lib/admin-language';
import { useAdminLanguagesOptions } from '../../../lib/options';

/** A compact language menu for screens without the top menu (the login screen). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const options = useAdminLanguagesOptions();
  const setLanguage = useSetAdminLanguage();
  const languages = options.data ?? [];
  if (languages.length < 2) return null;
  const current = languages.find((o) => o.value === i18n.language)?.text ?? i18n.language;
  return (
    <Menu position="bottom" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconLanguage size={16} />}
          rightSection={<IconChevronDown size={14} />}
          loading={setLanguage.isPending}
          // The name starts with the words on the button, so a voice command that says them
          // finds it (WCAG 2.5.3), and then says what they choose.
          aria-label={`${current} (${t('menu.admin_language')})`}
        >
          {current}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {languages.map((o) => (
          <Menu.Item
            key={o.value}
            lang={o.value}
            onClick={() => setLanguage.mutate(o.value)}
            rightSection={o.value === i18n.language ? <IconCheck size={14} /> : null}
          >
            {o.text}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
