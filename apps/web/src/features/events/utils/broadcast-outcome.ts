import type { EventBroadcastResult, EventWorldTile } from '@orbis/contracts';
import type { TFunction } from 'i18next';

type WorldResult = EventBroadcastResult['results'][number];

/** What a broadcast did in one world, in words: done, or that world's refusal as it said it. */
export interface WorldOutcome {
  gameId: number;
  /** The world's title, or its game's number should it have left the event meanwhile. */
  world: string;
  ok: boolean;
  text: string;
}

function refusalMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('message' in body)) return null;
  const message = (body as { message: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** Each world's outcome of a broadcast, in the order the server answered them. */
export function broadcastOutcomes(
  t: TFunction,
  results: readonly WorldResult[],
  worlds: readonly EventWorldTile[],
): WorldOutcome[] {
  return results.map((result) => {
    const ok = result.status >= 200 && result.status < 300;
    const title = worlds.find((w) => w.gameId === result.gameId)?.title;
    return {
      gameId: result.gameId,
      world: title ?? t('events.world_game', { id: result.gameId }),
      ok,
      text: ok
        ? t('events.broadcast_ok')
        : (refusalMessage(result.body) ?? t('events.broadcast_refused', { status: result.status })),
    };
  });
}
