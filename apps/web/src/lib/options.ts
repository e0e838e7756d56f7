// The option lists that forms of several features pick from (languages, countries, presets,
// world events, the host's templates, the map backgrounds).
import {
  paths,
  type AdminLanguageOption,
  type CountryOption,
  type LanguageOption,
  type MapBackgroundOption,
  type TemplatesListItem,
  type VariablesPresetOption,
  type WorldEventOption,
} from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import {
  adminLanguagesOptionsKey,
  countriesOptionsKey,
  languagesOptionsKey,
  mapBackgroundsKey,
  templatesKey,
  variablesPresetsOptionsKey,
  worldEventOptionsKey,
} from './query-keys';

/** Every back-office language, for the language menus. */
export function useAdminLanguagesOptions() {
  return useQuery({
    queryKey: adminLanguagesOptionsKey,
    queryFn: () => api<AdminLanguageOption[]>(paths.adminLanguagesOptions),
  });
}

/** Every game language as an option (value = id, with its code), for the game forms. */
export function useLanguagesOptions() {
  return useQuery({
    queryKey: languagesOptionsKey,
    queryFn: () => api<LanguageOption[]>(paths.languagesOptions),
  });
}

/** Every country preset with the languages it supports (its name is translated in them). */
export function useCountriesOptions() {
  return useQuery({
    queryKey: countriesOptionsKey,
    queryFn: () => api<CountryOption[]>(paths.countriesOptions),
  });
}

/** Every game variable preset as an option (value = id), for the game forms. */
export function useVariablesPresetsOptions() {
  return useQuery({
    queryKey: variablesPresetsOptionsKey,
    queryFn: () => api<VariablesPresetOption[]>(paths.variablesPresetsOptions),
  });
}

/** The world events a host may fire or schedule: each with its name and its effects. */
export function useWorldEventOptions() {
  return useQuery({
    queryKey: worldEventOptionsKey,
    queryFn: () => api<WorldEventOption[]>(paths.worldEventsOptions),
  });
}

/** The host's templates (an admin's: all), newest first: a list, and what a new event picks. */
export function useTemplates() {
  return useQuery({
    queryKey: templatesKey,
    queryFn: () => api<TemplatesListItem[]>(paths.hostTemplatesList),
  });
}

/** The projector map's backgrounds an admin uploaded: the admin's list, and what a host picks. */
export const mapBackgroundsQuery = {
  queryKey: mapBackgroundsKey,
  queryFn: () => api<MapBackgroundOption[]>(paths.mapBackgroundsOptions),
};

/** The map backgrounds as options (value = id, text = name, url = the picture). */
export function useMapBackgroundsOptions() {
  return useQuery(mapBackgroundsQuery);
}
