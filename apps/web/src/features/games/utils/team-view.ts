// The team's own view built from the control screen, for the order form the host fills in for a
// team: the form reads a team's `state` on the phone, and the control screen holds all of it
// (every team in full, the game's prices). Nothing here is shown to anyone but the host.
import type { GameControl, PlayerState, PublicCountry } from '@orbis/contracts';

type ControlTeam = GameControl['teams'][number];

/** Another country as the team sees it: public facts only (what the order checks read). */
function publicCountry({ country }: ControlTeam): PublicCountry {
  return {
    id: country.id,
    name: country.name,
    flag: country.flag,
    averageStandard: country.averageStandard,
    sanctionsTo: country.sanctionsTo,
    sanctionsFrom: country.sanctionsFrom,
    cities: country.cities.map((c) => ({
      id: c.id,
      name: c.name,
      standard: c.standard,
      destroyed: c.destroyed,
      has_shield: c.has_shield,
      ufo: c.ufo,
    })),
  };
}

/**
 * Team `countryId`'s view as its phone would have it, for the order checks; null for a country
 * not in the game. Its `orders` and `draft` are null: the shared form reads neither (the host's
 * form starts from the team's set, `team.orders`), and a draft is its phones' own.
 */
export function teamViewOf(control: GameControl, countryId: number): PlayerState | null {
  const team = control.teams.find((x) => x.country.id === countryId);
  if (!team) return null;
  const { game } = control;
  return {
    game: {
      clock: game.clock,
      id: game.id,
      title: game.title,
      language: { code: game.language.code },
      round: game.round,
      stopped: game.stopped,
      over: game.over,
      mods: game.mods,
      collapsed: game.collapsed,
      ecology: game.ecology,
    },
    me: team.country,
    countries: control.teams.filter((x) => x !== team).map(publicCountry),
    orders: null,
    draft: null,
    prices: control.prices,
    promises: control.promises.filter(
      (p) => p.from === team.country.id || p.to === team.country.id,
    ),
    log: {},
  };
}
