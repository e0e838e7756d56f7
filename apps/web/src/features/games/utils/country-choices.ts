import type { CountryOption } from '@orbis/contracts';

/** A country a new game may include, labelled in the game's language. */
export interface CountryChoice {
  id: number;
  label: string;
}

/**
 * The countries that support `languageId` (their names are translated in it), labelled with that
 * translation and sorted by it; none before a language is chosen.
 */
export function countryChoices(
  countries: CountryOption[],
  languageId: number | null,
  locale?: string,
): CountryChoice[] {
  if (languageId === null) return [];
  return countries
    .filter((c) => c.languages.includes(languageId))
    .map((c) => ({ id: c.value, label: c.translations[languageId]?.value ?? String(c.value) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
