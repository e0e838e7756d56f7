// Countries with long names (in Russian and English), for the screens that must show a name
// whole: the seeded catalogue's names are all short.
import { ApiClient } from './game-api';
import { E2E_ADMIN } from './helpers';

const B = '/api/backoffice';

/** Long country names as players meet them, in the game language of each run. */
export const LONG_NAMES = [
  { ru: 'Соединённые Штаты', en: 'United States of America' },
  { ru: 'Великобритания', en: 'United Kingdom' },
  { ru: 'Демократическая Республика Конго', en: 'Democratic Republic of the Congo' },
];

/**
 * Country presets with these names, translated into Russian and English by the admin (a game
 * offers a country in a language once its name is translated in it); returns their ids.
 */
export async function longNamedPresets(baseURL: string): Promise<number[]> {
  const admin = await (await ApiClient.create(baseURL)).login(E2E_ADMIN.email, E2E_ADMIN.password);
  const suffix = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const ids: number[] = [];
  for (const name of LONG_NAMES) {
    const { id } = await admin.post<{ id: number }>(
      `${B}/country_presets/add`,
      { name: `${name.en} ${suffix}` },
      201,
    );
    ids.push(id);
  }
  const languages = await admin.get<{ id: number; code: string; name: string }[]>(
    `${B}/languages/list`,
  );
  for (const code of ['ru', 'en'] as const) {
    const language = languages.find((l) => l.code === code);
    if (!language) throw new Error(`no game language ${code}`);
    const full = await admin.get<{ names: { countries: Record<string, string> } }>(
      `${B}/languages/get?id=${language.id}`,
    );
    const countries = { ...full.names.countries };
    ids.forEach((id, i) => (countries[String(id)] = LONG_NAMES[i]![code]));
    await admin.post(
      `${B}/languages/update`,
      { language: { id: language.id, code, name: language.name, names: { countries } } },
      204,
    );
  }
  await admin.dispose();
  return ids;
}
