/**
 * A round's results, in three steps that each run where the data is:
 *
 * 1. `finalReportOf` (on each shard, once its round has ended): its players' histogram,
 *    word counts, best entries, a few names per score and the first finders of each word.
 *    A result the solver flag caught is left out of all of it (kept off the lists and
 *    out of everyone else's places and shares); the flagged player still sees their
 *    points, without a place.
 * 2. `mergeFinals` (on the coordinator, once every shard has reported): the round's
 *    results, the same for everyone.
 * 3. `yourResult` (on each shard again): one player's place, percentile, neighbours and,
 *    for each of their words, how many found it.
 *
 * Only players with at least one accepted word have a result: arriving and watching
 * does not put anyone last. Near-identical lists from one address count once on the
 * public lists (clones.ts): the coordinator holds the copies off when it merges.
 */
import { ownValue } from "../game/keyed.ts";
import { scoreWord } from "../game/scoring.ts";
import { histogramOf, mergeHistograms, percentileIn, placeIn, playersIn, type Histogram } from "./histogram.ts";
import {
  FINDERS_NAMED, TOP_SIZE, bestWords, compareEntries, mergeFinders, mergeSamples, mergeTop, neighboursOf, samplesOf, withPlaces,
  type ArenaEntry, type BestWord, type Finder, type FinderLists, type Neighbour, type PlacedEntry, type ScoreSamples,
} from "./top-lists.ts";
import { mergeWordCounts, sharePercent } from "./word-shares.ts";
import { addressTag, holdClones, listSignature, orderSignature, type HeldClone, type TaggedEntry } from "./clones.ts";

/** Points of a word in the arena: its length on the classic table, nothing cancelled. */
export function arenaPoints(word: string): number {
  return scoreWord(word, "classic");
}

/** An accepted word as a shard keeps it. */
export interface PlayedWord {
  word: string;
  points: number;
  path: number[];
  /** When the shard accepted it. */
  at: number;
}

/** One player's round on a shard. */
export interface ShardPlayer {
  playerId: string;
  name: string;
  words: readonly PlayedWord[];
  /** Set once the round has been judged: the solver flag caught this list. */
  flagged?: boolean;
  /** The address (or device) the player played from, as the budgets key it; absent: their own. */
  address?: string;
  /** They chose to play the round berserk (half its time: berserk.ts). */
  berserk?: boolean;
}

/** A player's points. */
export function pointsOf(p: ShardPlayer): number {
  let n = 0;
  for (const w of p.words) n += w.points;
  return n;
}

/** A player as the lists see them, or null without an accepted word. */
export function entryOf(p: ShardPlayer): ArenaEntry | null {
  if (p.words.length === 0) return null;
  let at = 0;
  for (const w of p.words) at = Math.max(at, w.at);
  return { playerId: p.playerId, name: p.name, points: pointsOf(p), words: p.words.length, at };
}

/** The histogram of the players who have a result (live: flagged or not, nobody is judged yet). */
export function liveHistogram(players: Iterable<ShardPlayer>): Histogram {
  const scores: number[] = [];
  for (const p of players) if (p.words.length > 0 && !p.flagged) scores.push(pointsOf(p));
  return histogramOf(scores);
}

/** How many of `players` found each word. */
export function wordCountsOf(players: Iterable<ShardPlayer>): Record<string, number> {
  const out = new Map<string, number>();
  for (const p of players) if (!p.flagged) for (const w of p.words) out.set(w.word, (out.get(w.word) ?? 0) + 1);
  return Object.fromEntries(out);
}

/** What a shard sends the coordinator once its round is over. */
export interface FinalReport {
  histogram: Histogram;
  words: Record<string, number>;
  /** The shard's best, each tagged with its address and word-list signature (for clones). */
  top: TaggedEntry[];
  samples: ScoreSamples;
  finders: FinderLists;
  /** Players left out by the solver flag. */
  flagged: number;
}

/** A shard's final report from its players (already judged). */
export function finalReportOf(players: readonly ShardPlayer[]): FinalReport {
  const counted = players.filter((p) => !p.flagged && p.words.length > 0);
  const entries = counted.map((p) => entryOf(p)!);
  const finders = new Map<string, Finder[]>();
  for (const p of counted) {
    for (const w of p.words) {
      const list = finders.get(w.word) ?? [];
      list.push({ playerId: p.playerId, name: p.name, at: w.at });
      finders.set(w.word, list);
    }
  }
  return {
    histogram: histogramOf(entries.map((e) => e.points)),
    words: wordCountsOf(counted),
    top: counted.map((p) => tagged(p))
      .sort(compareEntries).slice(0, TOP_SIZE),
    samples: samplesOf(entries),
    finders: mergeFinders([Object.fromEntries(finders)], FINDERS_NAMED),
    flagged: players.filter((p) => p.flagged && p.words.length > 0).length,
  };
}

/** A player's list entry with what the clone rule compares: address tag, word signature, entry order. */
function tagged(p: ShardPlayer): TaggedEntry {
  const words = [...p.words].sort((a, b) => a.at - b.at).map((w) => w.word);
  const sig = listSignature(words);
  return { ...entryOf(p)!, tag: addressTag(p.address ?? `player:${p.playerId}`), sig, ord: orderSignature(words, sig) };
}

/** The round a set of results belongs to. */
export interface RoundFacts {
  roundId: string;
  arena: string;
  number: number;
  startedAt: number;
  endedAt: number;
  board: string[];
  boardWords: number;
}

/** A round's results, the same for every player. */
export interface RoundResults extends RoundFacts {
  /** Players with a counted result. */
  players: number;
  histogram: Histogram;
  /** The best `TOP_SIZE` results with their places. */
  top: PlacedEntry[];
  best: BestWord[];
  /** How many found each word. */
  words: Record<string, number>;
  samples: ScoreSamples;
  /** How many shards' reports are in it, and whether every shard that played is. */
  shards: number;
  complete: boolean;
}

/** Merge the shards' final reports into the round's results. */
export function mergeFinals(facts: RoundFacts, finals: readonly FinalReport[], complete: boolean): RoundResults {
  const histogram = mergeHistograms(...finals.map((f) => f.histogram));
  const words = mergeWordCounts(...finals.map((f) => f.words));
  const clones = clonesOf(finals);
  const held = new Set(clones.held.map((h) => h.playerId));
  const finders = finals.map((f) => Object.fromEntries(Object.entries(f.finders).map(([w, list]) => [w, list.filter((x) => !held.has(x.playerId))])));
  const samples = finals.map((f) => f.samples.map(([points, named]) => [points, named.filter((x) => !held.has(x.playerId))] as const));
  return {
    ...facts,
    players: playersIn(histogram),
    histogram,
    top: withPlaces(clones.kept.slice(0, TOP_SIZE), histogram),
    best: bestWords(words, mergeFinders(finders), arenaPoints),
    words,
    samples: mergeSamples(samples),
    shards: finals.length,
    complete,
  };
}

/** The round's merged list order with the clones held off, and who was held (for the log). */
export function clonesOf(finals: readonly FinalReport[]): { kept: ArenaEntry[]; held: HeldClone[] } {
  return holdClones(mergeTop(finals.map((f) => f.top), Infinity) as TaggedEntry[]);
}

/** One word of a player's results. */
export interface YourWord extends Omit<PlayedWord, "at"> {
  /** How many found it, and as a share of the round's players. */
  found: number;
  share: number;
  /** Nobody else found it. */
  unique: boolean;
}

/** One player's results. */
export interface YourResult {
  points: number;
  words: YourWord[];
  /** Null without a counted result (no word, or flagged). */
  place: number | null;
  percentile: number | null;
  flagged: boolean;
  berserk: boolean;
  above: Neighbour | null;
  below: Neighbour | null;
}

/** One player's view of the round's results. */
export function yourResult(results: RoundResults, player: ShardPlayer): YourResult {
  const points = pointsOf(player);
  const counted = !player.flagged && player.words.length > 0;
  const words = player.words.map(({ word, points: p, path }) => {
    const found = Math.max(ownValue(results.words, word) ?? 0, counted ? 1 : 0);
    return { word, points: p, path, found, share: sharePercent(found, results.players), unique: counted && found === 1 };
  });
  const berserk = !!player.berserk;
  if (!counted) return { points, words, place: null, percentile: null, flagged: !!player.flagged, berserk, above: null, below: null };
  const { above, below } = neighboursOf(results.samples, results.histogram, points);
  return {
    points, words, flagged: false, berserk,
    place: placeIn(results.histogram, points),
    percentile: percentileIn(results.histogram, points),
    above, below,
  };
}
