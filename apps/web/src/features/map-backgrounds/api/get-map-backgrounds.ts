import { useQuery } from '@tanstack/react-query';
import { mapBackgroundsQuery } from '../../../lib/options';

/** A map background as a list row. */
export interface MapBackgroundRow {
  id: number;
  name: string;
  url: string;
}

/** Every map background, as the list shows them (the hosts' options, under the same key). */
export function useMapBackgrounds() {
  return useQuery({
    ...mapBackgroundsQuery,
    select: (options): MapBackgroundRow[] =>
      options.map((o) => ({ id: o.value, name: o.text, url: o.url })),
  });
}
