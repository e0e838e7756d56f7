// A team's view for the player feature's tests: France (id 1, cities 11-14) in a running round 2
// against Germany (2) and Spain (3), at the rulebook's prices. Never imported by the app.
import type { PlayerState, TeamCity } from '@orbis/contracts';
import { DEFAULT_VARIABLES } from '@orbis/engine';

const city = (id: number, name: string, extra: Partial<TeamCity> = {}): TeamCity => ({
  id,
  name,
  preset: id,
  picture: `/uploads/${id}.png`,
  destroyed: false,
  has_shield: false,
  ufo: null,
  economy: 50,
  standard: 45,
  income: 135,
  ...extra,
});

const publicCity = (id: number, name: string, destroyed = false) => ({
  id,
  name,
  standard: destroyed ? 0 : 45,
  destroyed,
  has_shield: false,
  ufo: null,
});

/** The fixture view; `change` edits a fresh copy. */
export function teamView(change: (state: PlayerState) => void = () => {}): PlayerState {
  const state: PlayerState = {
    game: {
      clock: null,
      id: 7,
      title: 'Friday game',
      language: { code: 'en' },
      round: 2,
      stopped: false,
      over: false,
      collapsed: false,
      mods: [],
      ecology: 90,
    },
    me: {
      id: 1,
      name: 'France',
      preset: 1,
      flag: '/uploads/fr.png',
      budget: 1000,
      income: 540,
      averageStandard: 45,
      sanctionsTo: [],
      sanctionsFrom: [],
      has_technology: false,
      bombs: 0,
      cities: [
        city(11, 'Paris'),
        city(12, 'Lyon', { has_shield: true }),
        city(13, 'Nice', { destroyed: true, economy: 0, standard: 0, income: 0 }),
        city(14, 'Lille'),
      ],
      negotiations: {},
      ufo: null,
    },
    countries: [
      {
        id: 2,
        name: 'Germany',
        flag: '/uploads/de.png',
        averageStandard: 45,
        sanctionsTo: [],
        sanctionsFrom: [],
        cities: [publicCity(21, 'Berlin'), publicCity(22, 'Munich', true)],
      },
      {
        id: 3,
        name: 'Spain',
        flag: '/uploads/es.png',
        averageStandard: 45,
        sanctionsTo: [],
        sanctionsFrom: [],
        cities: [publicCity(31, 'Madrid')],
      },
    ],
    orders: null,
    draft: null,
    // The rulebook's first price list, pinned here so the tests do not follow re-tuned defaults.
    prices: {
      ...DEFAULT_VARIABLES,
      develop_cost: 150,
      shield_cost: 300,
      technology_cost: 500,
      bomb_cost: 150,
      max_bombs_per_round: 3,
      ecology_cost: 200,
      max_ecology_per_round: 1,
    },
    promises: [],
    log: {},
  };
  change(state);
  return state;
}
