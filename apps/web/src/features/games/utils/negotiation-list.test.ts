import type { GameControl, TeamCountry, TeamNegotiation } from '@orbis/contracts';
import { describe, expect, it } from 'vitest';
import { negotiationList } from './negotiation-list';

function team(id: number, name: string, negotiations: Record<string, TeamNegotiation>) {
  const country: TeamCountry = {
    id,
    name,
    preset: id,
    flag: '',
    budget: 0,
    income: 0,
    averageStandard: 0,
    sanctionsTo: [],
    sanctionsFrom: [],
    has_technology: false,
    bombs: 0,
    cities: [],
    negotiations,
    ufo: null,
  };
  return {
    access_code: 'ABCDEF',
    country,
    orders: [],
    by: 'team',
  } satisfies GameControl['teams'][number];
}

describe('negotiationList', () => {
  it('lists each negotiation once, from the side that asked, finished ones last', () => {
    const teams = [
      team(1, 'France', {
        '2': { status: 'finished', name: 'Germany', from: 1 },
        '3': { status: 'accepted', name: 'Italy', from: 3 },
      }),
      team(2, 'Germany', { '1': { status: 'finished', name: 'France', from: 1 } }),
      team(3, 'Italy', { '1': { status: 'accepted', name: 'France', from: 3 } }),
    ];
    expect(negotiationList(teams)).toEqual([
      { from: { id: 3, name: 'Italy' }, to: { id: 1, name: 'France' }, status: 'accepted' },
      { from: { id: 1, name: 'France' }, to: { id: 2, name: 'Germany' }, status: 'finished' },
    ]);
  });

  it('is empty without negotiations', () => {
    expect(negotiationList([team(1, 'France', {})])).toEqual([]);
  });
});
