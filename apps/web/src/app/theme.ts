// The back-office's Mantine theme. Its values and readable colours are in theme-tokens.ts, which
// the login screen, drawn without Mantine's components, shares.
import { createTheme, Notification, PasswordInput, type MantineThemeOverride } from '@mantine/core';
import { FONT_FAMILY, PRIMARY_COLOR } from './theme-tokens';

/**
 * The theme, with the words Mantine writes itself in the interface language: `showPassword`
 * names the password inputs' visibility toggle (a toggle button: its pressed state says which),
 * `closeNotice` the close button of every notification (a toast says "Saved." and goes).
 */
export function backOfficeTheme(showPassword: string, closeNotice: string): MantineThemeOverride {
  return createTheme({
    primaryColor: PRIMARY_COLOR,
    defaultRadius: 'md',
    fontFamily: FONT_FAMILY,
    components: {
      PasswordInput: PasswordInput.extend({
        defaultProps: { visibilityToggleButtonProps: { 'aria-label': showPassword } },
      }),
      Notification: Notification.extend({
        defaultProps: { closeButtonProps: { 'aria-label': closeNotice } },
      }),
    },
  });
}
