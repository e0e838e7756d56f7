import logoEnDark from '../assets/logo-en-dark.svg';
import logoEn from '../assets/logo-en.svg';
import logoRuDark from '../assets/logo-ru-dark.svg';
import logoRu from '../assets/logo-ru.svg';

/** Which wordmark a screen in `language` shows: Cyrillic in Russian, Latin in every other one. */
export type LogoVariant = 'ru' | 'latin';

/** The wordmark a screen in `language` shows. */
export function logoVariant(language: string): LogoVariant {
  return language === 'ru' ? 'ru' : 'latin';
}

/** The logo's file and variant for `language`, light on dark screens (`dark`). */
export function logoSource(language: string, dark: boolean): { src: string; variant: LogoVariant } {
  const variant = logoVariant(language);
  const ru = variant === 'ru';
  return { src: ru ? (dark ? logoRuDark : logoRu) : dark ? logoEnDark : logoEn, variant };
}
