import { NEWS_TYPES } from '@orbis/engine';
import { z } from 'zod';
import { WorldEventNewsItem } from './world-events.js';

// Round news (API.md "Round news and the reveal"): the public events of each resolved round, as
// headlines in the game's language. What is public is the engine's rule (`publicNews`); these
// are only the shapes.

/**
 * The kinds of headline (the engine's NEWS_TYPES), each with its system message (`news.<type>`,
 * `_v2` once reworded: the engine's `NEWS_MESSAGE_IDS`): the ecology's change (fell, rose or
 * held), a city destroyed, a bomb a shield stopped (the city named, never the attacker),
 * sanctions imposed and lifted, a nuclear programme started, negotiations finished, a UFO key
 * taken, a supertech used, and the collapse of ecology.
 */
export const NewsType = z.enum(NEWS_TYPES);
export type NewsType = z.infer<typeof NewsType>;

/** One headline of the engine's kinds: its kind, and its text in the game's language. */
export const NewsHeadline = z.object({ type: NewsType, text: z.string() });
export type NewsHeadline = z.infer<typeof NewsHeadline>;

/**
 * One item of a round's news: a headline, or a world event (`type: "world_event"`) with its
 * title and text, shown in the round it applied in as soon as it applies.
 */
export const NewsItem = z.union([NewsHeadline, WorldEventNewsItem]);
export type NewsItem = z.infer<typeof NewsItem>;

/** `stats.news`: each resolved round's headlines (keyed by round number), in the order they happened. */
export const RoundNews = z.record(z.string(), z.array(NewsItem));
export type RoundNews = z.infer<typeof RoundNews>;
