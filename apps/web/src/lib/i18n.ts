// i18next holds the back-office label map served by the API. Keys contain dots ("menu.hosts"),
// so key and namespace separators are off: every key is flat.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'ru',
  fallbackLng: false,
  resources: {},
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  // Re-render when a label map is replaced, not only when the language changes.
  react: { bindI18nStore: 'added' },
});

/** Replaces the label map of `language` and switches to it, without reloading the page. */
export async function applyLabels(
  language: string,
  messages: Record<string, string>,
): Promise<void> {
  i18n.addResourceBundle(language, 'translation', messages, false, true);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
