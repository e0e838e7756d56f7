import {
  useCountriesOptions,
  useLanguagesOptions,
  useVariablesPresetsOptions,
  useWorldEventOptions,
} from '../../../lib/options';

/**
 * The catalogue the game form offers, as queries in the order of `GameFormOptions`: languages,
 * countries, variables presets, world events. The new game and the template forms share it.
 */
export function useGameFormOptions() {
  return [
    useLanguagesOptions(),
    useCountriesOptions(),
    useVariablesPresetsOptions(),
    useWorldEventOptions(),
  ] as const;
}
