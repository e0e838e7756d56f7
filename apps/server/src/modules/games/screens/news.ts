// The round news (`stats.news`): each resolved round's public headlines in the game's language,
// after the world events that applied in that round; the current round's world events show at
// once, before it resolves. What is public is the engine's decision (`publicNews`); this only
// puts names and texts in.
import type { NewsItem, RoundNews } from '@orbis/contracts';
import {
  entryPromise,
  lineNames,
  NEWS_MESSAGE_IDS,
  NEWS_MESSAGES,
  publicNews,
  targetName,
  type GameState,
  type LineNames,
  type LogEntry,
  type NewsEntry,
} from '@orbis/engine';
import type { SystemMessages } from '../system-messages.js';

const TARGET_KIND = new Map(NEWS_MESSAGES.map((m) => [m.code, m.target]));

/** One headline in the game's language. */
function newsItem(entry: NewsEntry, names: LineNames, texts: SystemMessages): NewsItem {
  const target = targetName(names, TARGET_KIND.get(entry.type), entry.target);
  return {
    type: entry.type,
    text: texts.t(NEWS_MESSAGE_IDS.get(entry.type) ?? `news.${entry.type}`, {
      country: names.country(entry.country),
      city: target,
      other: target,
      value: texts.numbers.number(entry.value),
      before: entry.before === null ? '' : texts.numbers.number(entry.before),
      promise: entryPromise(entry, names),
    }),
  };
}

/** The world events of round `round`, in the order they applied, as news items. */
function worldEventItems(state: Pick<GameState, 'worldEvents'>, round: number): NewsItem[] {
  return (state.worldEvents ?? [])
    .filter((e) => e.round === round)
    .map((e) => ({ type: 'world_event', title: e.title, text: e.text }));
}

/**
 * The news of every resolved round of `state`, keyed by round: its world events, then the
 * headlines of that round's log entries (its resolution, and the negotiations and host actions
 * logged while it ran), told against the ecology before it (`startEcology` for the first). The
 * current round has news as soon as a world event applies in it.
 */
export function roundNews(
  log: readonly LogEntry[],
  state: Pick<GameState, 'history' | 'countries' | 'cities' | 'worldEvents' | 'round' | 'promises'>,
  startEcology: number,
  texts: SystemMessages,
): RoundNews {
  const names = lineNames(state, texts);
  const byRound = new Map<number, LogEntry[]>();
  for (const e of log) {
    const list = byRound.get(e.round);
    if (list) list.push(e);
    else byRound.set(e.round, [e]);
  }
  const news: RoundNews = {};
  let before = startEcology;
  for (const stats of state.history) {
    news[String(stats.round)] = [
      ...worldEventItems(state, stats.round),
      ...publicNews(byRound.get(stats.round) ?? [], before).map((n) => newsItem(n, names, texts)),
    ];
    before = stats.ecology;
  }
  const current = worldEventItems(state, state.round);
  if (current.length > 0 && !news[String(state.round)]) news[String(state.round)] = current;
  return news;
}
