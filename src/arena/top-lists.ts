/**
 * The names the arena shows: the top of the round, the players just above and below
 * you, and who found the best words. None of them needs every player in one place:
 * each shard sends its own best `TOP_SIZE`, a few names for each score it holds, and the
 * first few finders of each word; the coordinator merges those short lists. A prefix of
 * the merged order is the round's order, because every player of the real top is in
 * their own shard's top; places always come from the merged histogram (histogram.ts),
 * so a list's places are exact even where its order among equal scores is only a rule.
 *
 * Order among equal points: whoever reached the score first, then by name and id, so
 * every object lists the same players in the same order.
 */
import { ownValue } from "../game/keyed.ts";
import { placeIn, type Histogram } from "./histogram.ts";

/** Results kept in a round's top list (stored and served); the page shows the first 10. */
export const TOP_SIZE = 100;
/** Names kept for each score, for the players just above and below. */
export const SAMPLES_PER_SCORE = 3;
/** Finders named for each word. */
export const FINDERS_NAMED = 3;
/** Words in a round's best words. */
export const BEST_WORDS = 5;

/** One player's result in a round. */
export interface ArenaEntry {
  playerId: string;
  name: string;
  points: number;
  words: number;
  /** When they reached their points (their last accepted word). */
  at: number;
}

/** An entry with its place. */
export interface PlacedEntry extends ArenaEntry {
  place: number;
}

/** The order of the lists: more points first, then who got there first, then name and id. */
export function compareEntries(a: ArenaEntry, b: ArenaEntry): number {
  return b.points - a.points || a.at - b.at || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
    || (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0);
}

/** The best `limit` of several lists (each a shard's best, or a whole shard). */
export function mergeTop(lists: readonly (readonly ArenaEntry[])[], limit = TOP_SIZE): ArenaEntry[] {
  return lists.flat().sort(compareEntries).slice(0, limit);
}

/** `entries` with their places among the players of `h`. */
export function withPlaces(entries: readonly ArenaEntry[], h: Histogram): PlacedEntry[] {
  return entries.map((e) => ({ ...e, place: placeIn(h, e.points) }));
}

/** A player named for a score. */
export interface Named {
  playerId: string;
  name: string;
}

/** For each score, a few of the players on it (listed order), highest score first. */
export type ScoreSamples = readonly (readonly [points: number, players: readonly Named[]])[];

/** Up to `perScore` players for each score of `entries`, first in the lists' order. */
export function samplesOf(entries: readonly ArenaEntry[], perScore = SAMPLES_PER_SCORE): ScoreSamples {
  return mergeSamples([groupSamples([...entries].sort(compareEntries))], perScore);
}

/** Several shards' samples merged, keeping `perScore` per score (the first shards' first). */
export function mergeSamples(parts: readonly ScoreSamples[], perScore = SAMPLES_PER_SCORE): ScoreSamples {
  const by = new Map<number, Named[]>();
  for (const part of parts) {
    for (const [points, players] of part) {
      const list = by.get(points) ?? [];
      for (const p of players) if (list.length < perScore && !list.some((q) => q.playerId === p.playerId)) list.push(p);
      by.set(points, list);
    }
  }
  return [...by].sort((a, b) => b[0] - a[0]);
}

/** A neighbour in the standings. */
export interface Neighbour extends Named {
  points: number;
  place: number;
}

/**
 * The players just above and below a score: someone on the nearest score above it and
 * someone on the nearest score below it, with their places among the players of `h`.
 */
export function neighboursOf(samples: ScoreSamples, h: Histogram, points: number): { above: Neighbour | null; below: Neighbour | null } {
  let above: Neighbour | null = null;
  let below: Neighbour | null = null;
  for (const [p, players] of samples) {
    const first = players[0];
    if (!first) continue;
    if (p > points) above = { ...first, points: p, place: placeIn(h, p) };
    else if (p < points && !below) below = { ...first, points: p, place: placeIn(h, p) };
  }
  return { above, below };
}

/** Someone who found a word, and when. */
export interface Finder extends Named {
  at: number;
}

/** Word → its first finders, earliest first. */
export type FinderLists = Readonly<Record<string, readonly Finder[]>>;

/** Several shards' finders merged, keeping the `limit` earliest of each word. */
export function mergeFinders(parts: readonly FinderLists[], limit = FINDERS_NAMED): Record<string, Finder[]> {
  const out = new Map<string, Finder[]>();
  for (const part of parts) for (const [w, list] of Object.entries(part)) out.set(w, [...(out.get(w) ?? []), ...list]);
  for (const [w, list] of out) {
    out.set(w, list.sort((a, b) => a.at - b.at || (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0)).slice(0, limit));
  }
  return Object.fromEntries(out);
}

/** One of the round's best words. */
export interface BestWord {
  word: string;
  points: number;
  /** How many found it. */
  found: number;
  /** The first few who did. */
  finders: Named[];
}

/**
 * The round's best words: of the words somebody found, those worth most; among equal
 * points (every word of eight letters or more scores alike) the longer first, then the
 * fewest finders (the rarer find), then alphabetical.
 */
export function bestWords(counts: Readonly<Record<string, number>>, finders: FinderLists, pointsOf: (word: string) => number, limit = BEST_WORDS): BestWord[] {
  return Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([word, found]) => ({ word, points: pointsOf(word), found, finders: (ownValue(finders, word) ?? []).map(({ playerId, name }) => ({ playerId, name })) }))
    .sort((a, b) => b.points - a.points || [...b.word].length - [...a.word].length || a.found - b.found || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
    .slice(0, limit);
}

function groupSamples(sorted: readonly ArenaEntry[]): ScoreSamples {
  const out: [number, Named[]][] = [];
  for (const e of sorted) {
    const last = out[out.length - 1];
    const named = { playerId: e.playerId, name: e.name };
    if (last && last[0] === e.points) last[1].push(named);
    else out.push([e.points, [named]]);
  }
  return out;
}
