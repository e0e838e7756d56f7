// i18next holds the back-office label map served by the API. Keys contain dots ("menu.hosts"),
// so key and namespace separators are off: every key is flat.
import { numberFormat } from '@orbis/contracts';
import i18next from 'i18next';
import { useSyncExternalStore } from 'react';
import { initReactI18next } from 'react-i18next';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'ru',
  fallbackLng: false,
  resources: {},
  keySeparator: false,
  nsSeparator: false,
  interpolation: {
    escapeValue: false,
    // A number given to a label is written as the language writes numbers ("1 000", "0,5"), as
    // the server writes the labels it fills; a caller passes money or a percentage written.
    alwaysFormat: true,
    // Anything else goes back as it came (a missing value too: i18next reports it after this).
    format: (value: unknown, format, lng) =>
      typeof value === 'number' && !format
        ? numberFormat(lng ?? 'en').number(value)
        : (value as string),
  },
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

/** Calls `notify` whenever a label map is added or the language changes; returns the unsubscribe. */
export function onLabelsChange(notify: () => void): () => void {
  // A bundle's `added` is the store's event: i18next does not repeat it on the instance.
  i18n.store.on('added', notify);
  i18n.on('languageChanged', notify);
  return () => {
    i18n.store.off('added', notify);
    i18n.off('languageChanged', notify);
  };
}

/**
 * One label, kept current, for a component above the labels' gate (the theme's provider). React
 * reads it again once subscribed, so a map added before then (the login app leaves the label map
 * in the cache, and the gate applies it at once) is not missed, as useTranslation's would be.
 */
export function useLabel(key: string): string {
  return useSyncExternalStore(onLabelsChange, () => i18n.t(key));
}
