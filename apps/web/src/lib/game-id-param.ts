import { useParams } from 'react-router';

/** The route's `:gameId` as a positive whole number, or null when the address holds no such id. */
export function useGameIdParam(): number | null {
  const id = Number(useParams().gameId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
