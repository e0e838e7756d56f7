import crypto from 'node:crypto';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/values.js';
import { hasNoCountryPresets, insertCountryPreset } from '../modules/country-presets/repository.js';
import { getOrCreateSetting } from '../modules/settings/repository.js';
import { storeImage, uploadsDir } from '../modules/uploads/images.js';
import { renderCity, renderFlag } from './country-art.js';

/** A name in English (the original, stored on the preset) and in Russian. */
export interface SeedName {
  en: string;
  ru: string;
}

export interface SeedCountry {
  name: SeedName;
  /** The flag: the country's ISO 3166-1 alpha-2 code, as flag-icons names its SVG. */
  flag: string;
  cities: { name: SeedName; economy: number }[];
}

/**
 * The classic game's real countries, four cities each. Every city starts between 40 and 80, and
 * the countries' totals run from 230 to 252 in steps of 2, no two alike: the winner's tie-break
 * (how far a country's standard rose since the start) then always separates two countries that
 * both reach the top. The Russian names are here for the game-language seed.
 */
export const SEED_COUNTRIES: SeedCountry[] = [
  country({ en: 'United States', ru: 'США' }, 'us', [
    [{ en: 'New York', ru: 'Нью-Йорк' }, 78],
    [{ en: 'Los Angeles', ru: 'Лос-Анджелес' }, 66],
    [{ en: 'Chicago', ru: 'Чикаго' }, 58],
    [{ en: 'Houston', ru: 'Хьюстон' }, 50],
  ]),
  country({ en: 'China', ru: 'Китай' }, 'cn', [
    [{ en: 'Beijing', ru: 'Пекин' }, 70],
    [{ en: 'Shanghai', ru: 'Шанхай' }, 70],
    [{ en: 'Shenzhen', ru: 'Шэньчжэнь' }, 55],
    [{ en: 'Chengdu', ru: 'Чэнду' }, 45],
  ]),
  country({ en: 'Russia', ru: 'Россия' }, 'ru', [
    [{ en: 'Moscow', ru: 'Москва' }, 78],
    [{ en: 'Saint Petersburg', ru: 'Санкт-Петербург' }, 62],
    [{ en: 'Novosibirsk', ru: 'Новосибирск' }, 50],
    [{ en: 'Kazan', ru: 'Казань' }, 48],
  ]),
  country({ en: 'Germany', ru: 'Германия' }, 'de', [
    [{ en: 'Berlin', ru: 'Берлин' }, 68],
    [{ en: 'Munich', ru: 'Мюнхен' }, 66],
    [{ en: 'Hamburg', ru: 'Гамбург' }, 62],
    [{ en: 'Cologne', ru: 'Кёльн' }, 54],
  ]),
  country({ en: 'France', ru: 'Франция' }, 'fr', [
    [{ en: 'Paris', ru: 'Париж' }, 80],
    [{ en: 'Lyon', ru: 'Лион' }, 58],
    [{ en: 'Marseille', ru: 'Марсель' }, 56],
    [{ en: 'Toulouse', ru: 'Тулуза' }, 52],
  ]),
  country({ en: 'Italy', ru: 'Италия' }, 'it', [
    [{ en: 'Rome', ru: 'Рим' }, 66],
    [{ en: 'Milan', ru: 'Милан' }, 70],
    [{ en: 'Naples', ru: 'Неаполь' }, 46],
    [{ en: 'Turin', ru: 'Турин' }, 60],
  ]),
  country({ en: 'Japan', ru: 'Япония' }, 'jp', [
    [{ en: 'Tokyo', ru: 'Токио' }, 80],
    [{ en: 'Osaka', ru: 'Осака' }, 66],
    [{ en: 'Kyoto', ru: 'Киото' }, 54],
    [{ en: 'Sapporo', ru: 'Саппоро' }, 48],
  ]),
  country({ en: 'India', ru: 'Индия' }, 'in', [
    [{ en: 'Delhi', ru: 'Дели' }, 62],
    [{ en: 'Mumbai', ru: 'Мумбаи' }, 68],
    [{ en: 'Bangalore', ru: 'Бангалор' }, 60],
    [{ en: 'Kolkata', ru: 'Калькутта' }, 42],
  ]),
  country({ en: 'Brazil', ru: 'Бразилия' }, 'br', [
    [{ en: 'São Paulo', ru: 'Сан-Паулу' }, 74],
    [{ en: 'Rio de Janeiro', ru: 'Рио-де-Жанейро' }, 60],
    [{ en: 'Brasília', ru: 'Бразилиа' }, 52],
    [{ en: 'Salvador', ru: 'Салвадор' }, 48],
  ]),
  country({ en: 'Sweden', ru: 'Швеция' }, 'se', [
    [{ en: 'Stockholm', ru: 'Стокгольм' }, 72],
    [{ en: 'Gothenburg', ru: 'Гётеборг' }, 62],
    [{ en: 'Malmö', ru: 'Мальмё' }, 56],
    [{ en: 'Uppsala', ru: 'Уппсала' }, 54],
  ]),
  country({ en: 'Nigeria', ru: 'Нигерия' }, 'ng', [
    [{ en: 'Lagos', ru: 'Лагос' }, 72],
    [{ en: 'Abuja', ru: 'Абуджа' }, 62],
    [{ en: 'Kano', ru: 'Кано' }, 40],
    [{ en: 'Ibadan', ru: 'Ибадан' }, 56],
  ]),
  country({ en: 'Argentina', ru: 'Аргентина' }, 'ar', [
    [{ en: 'Buenos Aires', ru: 'Буэнос-Айрес' }, 76],
    [{ en: 'Córdoba', ru: 'Кордова' }, 56],
    [{ en: 'Rosario', ru: 'Росарио' }, 52],
    [{ en: 'Mendoza', ru: 'Мендоса' }, 52],
  ]),
];

function country(name: SeedName, flag: string, cities: [SeedName, number][]): SeedCountry {
  return { name, flag, cities: cities.map(([cityName, economy]) => ({ name: cityName, economy })) };
}

const renders = new Map<string, Promise<Buffer>>();

/** The seed's images depend only on the data above, so a process renders each one once. */
function rendered(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
  let image = renders.get(key);
  if (!image) {
    image = render();
    renders.set(key, image);
  }
  return image;
}

/** The setting that records the one time the countries were seeded. */
export const COUNTRIES_SEEDED_SETTING = 'seed.countries';

/**
 * Seeds the country and city presets, with generated flags and pictures, once: on the first
 * start with an empty table. The `settings` row records it, so an admin who later deletes every
 * preset does not get them back.
 */
export async function seedCountries(db: Db, dataDir: string): Promise<void> {
  const claim = `${nowIso()} ${crypto.randomBytes(8).toString('hex')}`;
  // Only the start that writes the row seeds; concurrent starts read back the winner's value.
  if ((await getOrCreateSetting(db, COUNTRIES_SEEDED_SETTING, () => claim)) !== claim) return;
  if (!(await hasNoCountryPresets(db))) return;

  const dir = uploadsDir(dataDir);
  const store = async (data: Promise<Buffer>, extension: 'png' | 'webp') =>
    storeImage(dir, { data: await data, extension });
  const images = await Promise.all(
    SEED_COUNTRIES.map(async (c) => ({
      flag: await store(
        rendered(`flag:${c.name.en}`, () => renderFlag(c.flag)),
        'png',
      ),
      pictures: await Promise.all(
        c.cities.map((city) =>
          store(
            rendered(`city:${city.name.en}`, () => renderCity(city.name.en)),
            'webp',
          ),
        ),
      ),
    })),
  );
  for (const [i, c] of SEED_COUNTRIES.entries()) {
    const { flag, pictures } = images[i]!;
    await insertCountryPreset(db, {
      name: c.name.en,
      flag,
      cities: c.cities.map((city, j) => ({
        name: city.name.en,
        picture: pictures[j]!,
        economy: city.economy,
      })),
    });
  }
}
