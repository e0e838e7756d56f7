import { z } from 'zod';
import { IdNumber } from './common.js';

/** Largest accepted upload, in megabytes (API.md: up to 5 MB), as the forms' hints say it. */
export const UPLOAD_MAX_MB = 5;
/** Largest accepted upload, in bytes. */
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;

/** The multipart field of each upload call. */
export const UPLOAD_FIELDS = { picture: 'picture', flag: 'flag' } as const;

/** The address of an image stored by an upload call (or by the seed): `/uploads/<hex>.<ext>`. */
export const UPLOADED_IMAGE_PATTERN = /^\/uploads\/[0-9a-f]{32}\.(webp|png)$/;

/** An image address: '' for none, otherwise one produced by our upload calls. */
export const UploadedImageAddress = z
  .string()
  .max(300)
  .refine((value) => value === '' || UPLOADED_IMAGE_PATTERN.test(value), {
    error: 'countries.image_invalid',
  });

/** A country or city preset name. */
export const CountryPresetName = z.string().trim().min(1).max(100);

/** A city's starting development (RULES.md), a whole number from 0 to 100. */
export const CityPresetEconomy = z.number().int().min(0).max(100);

/** A preset has at least one city; the upper bound only keeps payloads sane. */
export const MAX_CITIES_PER_COUNTRY = 20;

/** `GET .../country_presets/list`. */
export const CountryPresetListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  flag: z.string(),
  cities: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export const CountryPresetsList = z.array(CountryPresetListItem);
export type CountryPresetListItem = z.infer<typeof CountryPresetListItem>;

/** `POST .../country_presets/add`. */
export const CountryPresetAddBody = z.object({ name: CountryPresetName });
export type CountryPresetAddBody = z.infer<typeof CountryPresetAddBody>;

/** One city preset as `get` returns it. */
export const CityPreset = z.object({
  id: z.number().int(),
  name: z.string(),
  picture: z.string(),
  economy: z.number().int(),
});
export type CityPreset = z.infer<typeof CityPreset>;

/** `GET .../country_presets/get?id=`, cities in their order. */
export const CountryPresetResponse = z.object({
  countryPreset: z.object({ id: z.number().int(), name: z.string(), flag: z.string() }),
  cityPresets: z.array(CityPreset),
});
export type CountryPresetResponse = z.infer<typeof CountryPresetResponse>;

/** A city in an update: without `id` it is added. */
export const CityPresetInput = z.object({
  id: IdNumber.optional(),
  name: CountryPresetName,
  picture: UploadedImageAddress,
  economy: CityPresetEconomy,
});
export type CityPresetInput = z.infer<typeof CityPresetInput>;

/**
 * `POST .../country_presets/update`: replaces the cities. A city without id is added, one left
 * out is removed; the list order is the cities' order.
 */
export const CountryPresetUpdateBody = z.object({
  countryPreset: z.object({
    id: IdNumber,
    name: CountryPresetName,
    flag: UploadedImageAddress,
  }),
  cityPresets: z.array(CityPresetInput).min(1).max(MAX_CITIES_PER_COUNTRY),
});
export type CountryPresetUpdateBody = z.infer<typeof CountryPresetUpdateBody>;

/** `POST /api/backoffice/upload_picture` and `upload_flag`: 201 with the image address. */
export const UploadResponse = z.object({ url: z.string() });
export type UploadResponse = z.infer<typeof UploadResponse>;
