import type { SystemMessages } from './system-messages';

/**
 * How to play in short, in the game's language, as the projector tells the room before round 1
 * and the handouts print it: the goal, a round (each says it its own way), what ecology does, the
 * winner rule where there is room for it, and the other nominations. The phones have the full
 * rules with the game's prices.
 */
export function shortRules(
  texts: Pick<SystemMessages, 't'>,
  { round, winner }: { round: string; winner?: string },
): string[] {
  const others = [
    texts.t('nomination.investor'),
    texts.t('nomination.ecologist'),
    texts.t('nomination.peacemaker'),
    texts.t('nomination.aggressor'),
  ].join(', ');
  return [
    texts.t('rules.short_goal'),
    round,
    texts.t('rules.short_ecology'),
    ...(winner === undefined ? [] : [winner]),
    texts.t('rules.short_nominations', { names: others }),
  ];
}
