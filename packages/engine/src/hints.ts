// What a decided command tells the screens once it is stored: the name of a real-time event and
// its payload, before the server gives it the game, the round and the version. The names are the
// contracts' event names (the server checks that they stay among them).

/** One hint a decision emits. */
export type Hint =
  | { name: 'orders-accepted'; payload: { countryId: number } }
  | { name: 'team-changed'; payload: { countryId: number } }
  | { name: 'negotiation-changed'; payload: { countries: [number, number] } }
  | { name: 'promise-changed'; payload: { countries: [number, number] } }
  | { name: 'round-started'; payload: Record<string, never> }
  | { name: 'round-ended'; payload: Record<string, never> }
  | { name: 'clock-changed'; payload: Record<string, never> }
  | { name: 'final-revealed'; payload: Record<string, never> }
  | { name: 'turning-points-step'; payload: Record<string, never> }
  | { name: 'world-event'; payload: Record<string, never> };

/** The hint of a change to the talks between two countries. */
export const negotiationChanged = (a: number, b: number): Hint => ({
  name: 'negotiation-changed',
  payload: { countries: [a, b] },
});

/** The hint of a promise between two countries proposed or answered. */
export const promiseChanged = (a: number, b: number): Hint => ({
  name: 'promise-changed',
  payload: { countries: [a, b] },
});

/** The hint that one team's own view changed. */
export const teamChanged = (countryId: number): Hint => ({
  name: 'team-changed',
  payload: { countryId },
});

/** What a team's order set taken tells: the host's screens, and the team's phones. */
export const orderSetHints = (countryId: number): Hint[] => [
  { name: 'orders-accepted', payload: { countryId } },
  teamChanged(countryId),
];
