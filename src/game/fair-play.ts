/**
 * The solver flag: does a round's list of entries look like a person's? The server sees
 * every accepted word with the time it arrived, so it can ask what no person can do:
 *
 * - **board share**: find nearly everything on a board that holds many words;
 * - **word rate**: enter more words a minute than anyone can find and type;
 * - **rare words**: enter many words from the rarest dictionary sizes (SCOWL 60 and
 *   70), which a solver takes as readily as common ones; since a learned player knows
 *   them too, they count only beside a list that is also nearly too long or too fast;
 * - **typing speed**: enter words faster than their letters can be typed or traced,
 *   again and again (one burst is a network stall releasing a queue; half a list is not).
 *
 * Each signal is a ratio to its threshold; a round is flagged when any reaches 1. The
 * thresholds sit well above what the game's computer players and a model of human
 * pacing reach (measured by `npm run bench -- --only fairplay`, see docs/ranked.md):
 * players are told what is looked at, never these numbers. Pure: the caller passes the
 * entries with their server times, the board's size and the round's timing.
 */

/** One accepted entry: the word, when the server took it, its SCOWL size. */
export interface FairPlayEntry {
  word: string;
  at: number;
  level: number;
}

/** One player's round as the flag sees it. */
export interface FairPlayRound {
  /** Accepted entries, in the order they arrived. */
  entries: readonly FairPlayEntry[];
  /** How many words the board holds (the solution's size). */
  boardWords: number;
  /** The round's length. */
  roundMs: number;
  /** When the round started (the board was shown). */
  startedAt: number;
}

/** What the flag looks at. */
export type FairPlayReason = "board_share" | "word_rate" | "rare_words" | "typing_speed";

/** The flag's answer for a round (or a whole match). */
export interface FairPlayVerdict {
  flagged: boolean;
  /** The strongest signal as a ratio to its threshold (≥ 1 flags). */
  score: number;
  /** Every signal at or past its threshold. */
  reasons: FairPlayReason[];
}

/** The thresholds (internal: never sent to players). */
export const FAIR_PLAY_LIMITS = {
  /** Share of the board's words found in one round, and how many that must be (thin boards hold few). */
  boardShare: 0.9,
  boardCount: 45,
  /** Accepted words per minute of round time. */
  wordsPerMinute: 30,
  /** A rare word is of this SCOWL size or rarer. */
  rareLevel: 60,
  /** Rare words a round, and their share of the list, both needed. */
  rareCount: 8,
  rareShare: 0.15,
  /** Rare words flag only with another signal at least this far to its threshold. */
  rareSupport: 0.75,
  /** The fastest a person types or traces: this long per letter, plus one for Enter. */
  keyMs: 60,
  /** Reading the new board before the first entry can start. */
  firstLookMs: 300,
  /** Too-fast entries needed, as a count and as a share of the list. */
  fastCount: 6,
  fastShare: 0.5,
} as const;

const L = FAIR_PLAY_LIMITS;

/** The shortest time a person needs to enter `word` after the previous entry. */
export function minimumEntryMs(word: string): number {
  return L.keyMs * (word.length + 1);
}

/** The four signals of one round, each as a ratio to its threshold. */
export function signalRatios(round: FairPlayRound): Record<FairPlayReason, number> {
  const n = round.entries.length;
  const share = round.boardWords > 0 ? Math.min(n / round.boardWords / L.boardShare, n / L.boardCount) : 0;
  const minutes = Math.max(round.roundMs, 1) / 60_000;
  const rare = round.entries.filter((e) => e.level >= L.rareLevel).length;
  const rareRatio = n === 0 ? 0 : Math.min(rare / L.rareCount, rare / n / L.rareShare);
  let fast = 0;
  let previous = round.startedAt + L.firstLookMs;
  for (const e of [...round.entries].sort((a, b) => a.at - b.at)) {
    if (e.at - previous < minimumEntryMs(e.word)) fast++;
    previous = e.at;
  }
  const fastRatio = n === 0 ? 0 : Math.min(fast / L.fastCount, fast / n / L.fastShare);
  return {
    board_share: share,
    word_rate: n / minutes / L.wordsPerMinute,
    rare_words: rareRatio,
    typing_speed: fastRatio,
  };
}

/** Whether one round's entries look like a solver's, and why. */
export function solverSignals(round: FairPlayRound): FairPlayVerdict {
  const ratios = signalRatios(round);
  // Rare words alone never flag (a learned player knows them); they count once the list
  // is also close to superhuman in size or pace.
  const support = Math.max(ratios.board_share, ratios.word_rate, ratios.typing_speed);
  const rare = Math.min(ratios.rare_words, support / L.rareSupport);
  const judged: Record<FairPlayReason, number> = { ...ratios, rare_words: rare };
  const reasons = (Object.keys(judged) as FairPlayReason[]).filter((k) => judged[k] >= 1);
  return { flagged: reasons.length > 0, score: Math.max(...Object.values(judged)), reasons };
}

/** A match's verdict from its rounds': flagged if any round is, with every reason seen. */
export function matchVerdict(rounds: readonly FairPlayVerdict[]): FairPlayVerdict {
  const reasons = [...new Set(rounds.flatMap((r) => r.reasons))];
  return { flagged: reasons.length > 0, score: Math.max(0, ...rounds.map((r) => r.score)), reasons };
}
