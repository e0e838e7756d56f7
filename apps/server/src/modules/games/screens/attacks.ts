// Who bombed whom, with names and flags: the final screen's last step, a team's story and the
// host's report. The engine finds the bombs (`bombings`); whether a viewer may see them is
// decided by the callers (the host always, the room once the attacks are revealed).
import type { FinalAttack } from '@orbis/contracts';
import { bombings, placeNames, type GameState, type LogEntry } from '@orbis/engine';

/** Every bomb dropped in `log`, in order, named in the game's language. */
export function finalAttacks(
  log: readonly LogEntry[],
  state: Pick<GameState, 'countries' | 'cities'>,
  flags: ReadonlyMap<number, string>,
): FinalAttack[] {
  const names = placeNames(state);
  const owner = new Map(state.cities.map((c) => [c.id, c.country]));
  return bombings(log).map((b) => {
    const country = owner.get(b.city) ?? 0;
    return {
      round: b.round,
      from: {
        country: b.country,
        name: names.country(b.country),
        flag: flags.get(b.country) ?? '',
      },
      city: { id: b.city, name: names.city(b.city), country, countryName: names.country(country) },
      destroyed: b.destroyed,
    };
  });
}
