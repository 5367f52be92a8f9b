/**
 * What computer players find and when. A bot does not search the board: at the start
 * of a round it picks, from the solved board, the words a player of its level would
 * plausibly know and spot, and spreads them over the round the way a person's list
 * grows (quickly at first, then slower). Its words go through cancellation like
 * anyone's, so a bot that finds your word costs you the point.
 *
 * Levels follow the rules page: Easy about a dozen everyday words (SCOWL sizes up to
 * 20) of at most five letters, Normal about twenty common words (up to 35), Hard about
 * thirty-five, long ones first, never rarer than size 50. Each level's count varies from
 * round to round like a person's.
 */
import type { BotLevel } from "../protocol.ts";
import type { SolvedWord } from "./match-state.ts";
import type { Rng } from "./random.ts";

export interface BotProfile {
  /** Highest SCOWL size the bot knows. */
  maxLevel: number;
  /** Longest word it enters. */
  maxLength: number;
  /** How many words it finds in a typical round. */
  target: number;
  /**
   * How much its count varies from round to round: the round's form is log-normal with
   * this σ and mean 1, so a good round and a bad one are as likely as a person's.
   */
  spread: number;
  /** Exponent of the length weight: 0 picks any known word alike, higher favours long ones. */
  lengthBias: number;
}

/**
 * The levels, tuned with `npm run bench -- --only bots` (docs/bots.md has the measured
 * distributions). Hard knows only words of SCOWL size 50 or less and weighs a word by
 * the twelfth power of its length, so it takes nearly every long word it knows before it
 * bothers with short ones; its target is 36 because thin boards cap it below that, which
 * leaves its mean at about 35.
 */
export const BOT_PROFILES: Readonly<Record<BotLevel, BotProfile>> = {
  easy: { maxLevel: 20, maxLength: 5, target: 12, spread: 0.3, lengthBias: 0 },
  normal: { maxLevel: 35, maxLength: 16, target: 20, spread: 0.3, lengthBias: 1 },
  hard: { maxLevel: 50, maxLength: 16, target: 36, spread: 0.2, lengthBias: 12 },
};

/** A planned entry, `offset` milliseconds after the round starts. */
export interface BotChoice extends SolvedWord {
  offset: number;
}

/** Names given to computer players, in order of use. */
export const BOT_NAMES = ["Ada", "Alan", "Grace", "Edsger", "Barbara", "Donald", "Frances", "Claude"] as const;

/**
 * Choose a bot's words for one round and when it enters each. `roundMs` is the time it
 * has (the whole round, or what is left when it takes over a seat); `share` scales the
 * target for a late start. Returns entries sorted by offset, all before `roundMs`.
 */
export function planBot(
  level: BotLevel,
  solution: readonly SolvedWord[],
  levelOf: (word: string) => number,
  roundMs: number,
  rng: Rng,
  share = 1,
): BotChoice[] {
  const profile = BOT_PROFILES[level];
  const known = solution.filter((s) => s.word.length <= profile.maxLength && levelOf(s.word) <= profile.maxLevel);
  const count = Math.min(known.length, Math.max(0, Math.round(profile.target * roundForm(profile.spread, rng) * share)));
  const picked = weightedSample(known, count, (s) => weight(s.word, levelOf(s.word), profile), rng);

  // Easier words come first: order by length plus noise, then lay them on a
  // front-loaded timeline (density falls off like a person running out of ideas).
  const order = picked
    .map((s) => ({ s, key: s.word.length + 2.5 * rng() }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.s);
  const start = Math.min(4_000, roundMs * 0.05);
  const end = roundMs * 0.92;
  const times = order.map(() => rng()).sort((a, b) => a - b).map((u) => start + Math.pow(u, 1.35) * (end - start));
  return order.map((s, i) => ({ word: s.word, path: [...s.path], offset: Math.round(times[i]!) }));
}

/** The most a long round multiplies a computer player's count by. */
export const MAX_LENGTH_SHARE = 1.5;

/**
 * How a round's length scales a computer player's count, against the board's usual
 * (Normal) round: in proportion for a shorter round (a Quick round's half the time gives
 * half the words, at the same pace), and with diminishing returns for a longer one (a
 * person runs out of words they can spot): Relaxed's double length gives about 1.35×,
 * never more than MAX_LENGTH_SHARE.
 */
export function lengthShare(roundMs: number, usualMs: number): number {
  const ratio = roundMs / Math.max(usualMs, 1);
  return ratio <= 1 ? ratio : Math.min(MAX_LENGTH_SHARE, 1 + Math.log(ratio) / 2);
}

/** A round's form: log-normal with mean 1 and σ `spread` (Box–Muller from two draws). */
export function roundForm(spread: number, rng: Rng): number {
  const z = Math.sqrt(-2 * Math.log(Math.max(rng(), 1e-12))) * Math.cos(2 * Math.PI * rng());
  return Math.exp(spread * z - (spread * spread) / 2);
}

function weight(word: string, level: number, profile: BotProfile): number {
  const common = 1 + (profile.maxLevel - Math.min(level, profile.maxLevel)) / 10;
  return common * Math.pow(word.length, profile.lengthBias);
}

/**
 * `k` items without replacement, each drawn with probability proportional to its weight
 * (Efraimidis–Spirakis). Keys are compared as log(u) / weight rather than u^(1/weight),
 * the same order, so very heavy items (Hard's long words) do not all round to a key of 1.
 */
export function weightedSample<T>(items: readonly T[], k: number, weightOf: (item: T) => number, rng: Rng): T[] {
  return items
    .map((item) => ({ item, key: Math.log(Math.max(rng(), 1e-12)) / Math.max(weightOf(item), 1e-9) }))
    .sort((a, b) => b.key - a.key)
    .slice(0, k)
    .map((x) => x.item);
}
