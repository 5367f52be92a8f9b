/**
 * The paced-solver rule: a solver that enters its words at a person's pace passes the
 * solver flag (fair-play.ts) round by round, so it is judged over rounds, as lichess
 * judges play over games rather than moves, and as Wordament did:
 *
 * - **best common words**: its list tracks the board's best common words (the longest
 *   of the words most people know), which a program reads off the solution and a
 *   person finds only some of, beside the short words they see first;
 * - **a spike**: a round far above the player's own level (their recent rounds), carried
 *   by long words, most of them among the best common ones.
 *
 * One round never decides: a player is flagged when enough of their recent rounds (with
 * lists long enough to judge) show either sign. Each round leaves a small mark
 * (`roundMarks`) that is kept with the player (`remember`), and the verdict reads the
 * marks (`pacedVerdict`). The thresholds are internal, never sent to players; they sit
 * above what the fair-play bench's human-like players reach (docs/ranked.md). Pure.
 */

/** A word with its SCOWL size (the dictionary's frequency level: 10 commonest … 70 rarest). */
export interface LevelledWord {
  word: string;
  level: number;
}

/** What one round leaves for the rule. */
export interface RoundMarks {
  /** Words in the list. */
  words: number;
  /** Points of the round. */
  points: number;
  /** Share of the list among the board's best common words as many as the list (0 … 1). */
  tracking: number;
  /** Words of `LONG_LETTERS` letters or more. */
  long: number;
}

/** The thresholds (internal: never sent to players). */
export const PACED_LIMITS = {
  /** A common word is of this SCOWL size or commoner. */
  commonLevel: 35,
  /** Lists shorter than this say nothing (a few long words are luck). */
  minWords: 8,
  /** A round tracks the best common words at this share or more (nearly the list a program reads off). */
  tracking: 0.95,
  /** A long word has this many letters. */
  longLetters: 7,
  /** A spike: this many times the player's own median points, with this many long words, after this many rounds, carried by the best common words at this share. */
  spikeFactor: 2.5,
  spikeLong: 3,
  spikeHistory: 3,
  spikeTracking: 0.6,
  /** The rounds looked at, and how many of them must show a sign. */
  window: 6,
  need: 4,
} as const;

const P = PACED_LIMITS;

/** The board's best common words: its common words, longest first (then commonest, then alphabetical). */
export function bestCommonWords(board: readonly LevelledWord[]): string[] {
  return board.filter((w) => w.level <= P.commonLevel)
    .sort((a, b) => b.word.length - a.word.length || a.level - b.level || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
    .map((w) => w.word);
}

/** The marks one round leaves: `list` the player's accepted words, `board` the board's solution. */
export function roundMarks(list: readonly string[], board: readonly LevelledWord[], points: number): RoundMarks {
  const words = new Set(list);
  const best = bestCommonWords(board).slice(0, words.size);
  let hits = 0;
  for (const w of best) if (words.has(w)) hits++;
  let long = 0;
  for (const w of words) if ([...w].length >= P.longLetters) long++;
  return { words: words.size, points, tracking: words.size === 0 ? 0 : hits / words.size, long };
}

/** The median of `xs` (0 for none). */
function median(xs: readonly number[]): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Why a round counts against a player. */
export type PacedReason = "best_common" | "spike";

/** The signs of the last round of `marks` (oldest first), against the rounds before it. */
export function roundSigns(marks: readonly RoundMarks[]): PacedReason[] {
  const last = marks.at(-1);
  if (!last || last.words < P.minWords) return [];
  const out: PacedReason[] = [];
  if (last.tracking >= P.tracking) out.push("best_common");
  const before = marks.slice(0, -1).filter((m) => m.words > 0).map((m) => m.points);
  if (before.length >= P.spikeHistory && last.long >= P.spikeLong && last.tracking >= P.spikeTracking && last.points >= P.spikeFactor * Math.max(1, median(before))) out.push("spike");
  return out;
}

/** A player's marks with one more round, keeping what the rule reads (the window and the history a spike is measured against). */
export function remember(marks: readonly RoundMarks[], round: RoundMarks): RoundMarks[] {
  return [...marks, round].slice(-(P.window + P.spikeHistory + 2));
}

/** The rule's answer for a player. */
export interface PacedVerdict {
  flagged: boolean;
  /** Rounds with a sign in the window, as a ratio to those needed (≥ 1 flags). */
  score: number;
  reasons: PacedReason[];
}

/** Whether a player's recent rounds (marks, oldest first, as `remember` keeps them) look like a paced solver's. */
export function pacedVerdict(marks: readonly RoundMarks[]): PacedVerdict {
  const reasons = new Set<PacedReason>();
  let signed = 0;
  for (let i = Math.max(0, marks.length - P.window); i < marks.length; i++) {
    const signs = roundSigns(marks.slice(0, i + 1));
    if (signs.length > 0) signed++;
    for (const r of signs) reasons.add(r);
  }
  const score = signed / P.need;
  return { flagged: score >= 1, score, reasons: score >= 1 ? [...reasons] : [] };
}
