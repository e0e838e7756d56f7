import type { GameControl } from '@orbis/contracts';
import { describe, expect, it } from 'vitest';
import { checkSet, orderCheckState } from '../../../lib/orders/order-check';
import { teamView } from '../../../lib/orders/testing';
import { teamViewOf } from './team-view';

/** A control screen holding the teams of the phone's test view, France and its two rivals. */
function controlOf(): GameControl {
  const phone = teamView();
  const other = (id: number) => {
    const c = phone.countries.find((x) => x.id === id);
    if (!c) throw new Error(`no country ${id}`);
    return {
      ...phone.me,
      ...c,
      cities: c.cities.map((city) => ({
        ...city,
        preset: 1,
        picture: '',
        economy: 50,
        income: 100,
      })),
    };
  };
  const team = (country: GameControl['teams'][number]['country']) => ({
    access_code: 'CODE',
    country,
    orders: [],
    by: 'team' as const,
  });
  return {
    game: {
      clock: null,
      id: phone.game.id,
      title: phone.game.title,
      language: { id: 1, code: 'en', name: 'English' },
      created_at: '2030-05-01T18:00:00.000Z',
      preset: null,
      mods: phone.game.mods,
      round: phone.game.round,
      rounds: 6,
      stopped: false,
      over: false,
      collapsed: false,
      undoable: null,
      ecology: phone.game.ecology,
      access_link: 'http://localhost',
      owner: { id: 2, email: 'host@example.org', name: 'Host' },
      cohosts: [],
    },
    teams: [team(phone.me), ...phone.countries.map((c) => team(other(c.id)))],
    prices: phone.prices,
    info: { orders: { accepted: [], notAccepted: [] } },
    log: {},
    promises: phone.promises,
  };
}

describe('teamViewOf', () => {
  it('gives the host’s form the team’s own view: its country in full, the others’ public facts', () => {
    const control = controlOf();
    const [, germany] = control.teams;
    const view = teamViewOf(control, germany?.country.id ?? 0);
    expect(view?.me).toBe(germany?.country);
    expect(view?.countries.map((c) => c.id)).toEqual([1, 3]);
    expect(Object.keys(view?.countries[0]?.cities[0] ?? {}).sort()).toEqual(
      ['destroyed', 'has_shield', 'id', 'name', 'standard', 'ufo'].sort(),
    );
    expect(view?.prices).toBe(control.prices);
    expect(teamViewOf(control, 999)).toBeNull();
  });

  it('checks a set as the phone checks it: the same engine answer for the same team', () => {
    const control = controlOf();
    const phone = teamView();
    const view = teamViewOf(control, phone.me.id);
    if (!view) throw new Error('no view');
    const foreign = phone.countries[0]?.cities[0]?.id ?? 0;
    const own = phone.me.cities[0]?.id ?? 0;
    const set = [
      { type: 'develop' as const, city: own },
      { type: 'develop' as const, city: foreign },
    ];
    const fromHost = checkSet(orderCheckState(view), phone.me.id, set);
    const fromPhone = checkSet(orderCheckState(phone), phone.me.id, set);
    expect(fromHost).toEqual(fromPhone);
    expect([...fromHost.errors.keys()]).toEqual([1]);
  });
});
