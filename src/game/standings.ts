/**
 * Scoring a round and ranking a match. Cancellation is decided here, over every
 * player's accepted words at once (computer players included): a word on two or more
 * lists scores nothing for anyone unless the table turned cancellation off. Places
 * use competition ranking — equal totals share a place and the next is skipped
 * (1, 1, 3) — and everyone on the top total is a winner.
 */
import { scoreWord, type ScoringTable } from "./scoring.ts";

export interface RoundRules {
  /** Shared words score nothing (default true). */
  cancellation: boolean;
  /** Points taken off for each penalised rejection, 0–5 (default 0). */
  penalty: number;
  table: ScoringTable;
}

export const DEFAULT_ROUND_RULES: RoundRules = { cancellation: true, penalty: 0, table: "classic" };

export interface PlayerRound {
  seat: number;
  words: readonly string[];
  /** Rejections that count towards the penalty. */
  penalised?: number;
}

export interface ScoredWord {
  word: string;
  /** What the word scored this round: 0 when it was shared and cancelled. */
  points: number;
  /** Found by at least one other player. */
  shared: boolean;
}

export interface ScoredPlayer {
  seat: number;
  words: ScoredWord[];
  score: number;
}

/** Score one round for every player. */
export function scoreRound(players: readonly PlayerRound[], rules: RoundRules = DEFAULT_ROUND_RULES): ScoredPlayer[] {
  const finders = new Map<string, number>();
  for (const p of players) for (const w of new Set(p.words)) finders.set(w, (finders.get(w) ?? 0) + 1);
  return players.map((p) => {
    const words = [...new Set(p.words)].map((word) => {
      const shared = finders.get(word)! > 1;
      const points = shared && rules.cancellation ? 0 : scoreWord(word, rules.table);
      return { word, points, shared };
    });
    const score = words.reduce((s, w) => s + w.points, 0) - rules.penalty * (p.penalised ?? 0);
    return { seat: p.seat, words, score };
  });
}

export interface StandingInput {
  seat: number;
  name: string;
  total: number;
  /** Left the match (or forfeited it): placed after everyone who stayed. */
  left?: boolean;
}

export interface Standing {
  seat: number;
  name: string;
  total: number;
  rank: number;
}

/**
 * Order players by total, highest first, with shared places. Players who left come
 * after everyone who stayed, ranked among themselves the same way, and never win.
 */
export function rankStandings(players: readonly StandingInput[]): { standings: Standing[]; winners: number[] } {
  const stayed = players.filter((p) => !p.left).sort(byTotal);
  const left = players.filter((p) => p.left).sort(byTotal);
  const standings: Standing[] = [];
  const place = (group: StandingInput[], offset: number) => {
    group.forEach((p, i) => {
      const rank = i > 0 && group[i - 1]!.total === p.total ? standings[standings.length - 1]!.rank : offset + i + 1;
      standings.push({ seat: p.seat, name: p.name, total: p.total, rank });
    });
  };
  place(stayed, 0);
  place(left, stayed.length);
  const winners = stayed.length ? standings.filter((s) => s.rank === 1).map((s) => s.seat) : [];
  return { standings, winners };
}

function byTotal(a: StandingInput, b: StandingInput): number {
  return b.total - a.total || a.seat - b.seat;
}
