/**
 * Playing together: everyone at the table (computer players too) hunts for one shared
 * list. A word counts once for the team, whoever found it first; nothing is cancelled and
 * nothing is penalised. The round's goal is the board itself: the team's points against
 * the board's, with stars at fixed shares of the board's points.
 *
 * The shares differ by board size because a bigger board holds far more (and longer)
 * words than any team finds in a round. They were tuned on 200 seeded boards of each size
 * (the game's own shake and floor, English), with computer players standing in for people:
 * a family of two Easy players and one Normal finds a median 33% of a 4×4 board's points
 * (10th percentile 21%), 18% of a 5×5 (11%) and 12.5% of a 6×6 (7.5%); two Hard and a
 * Normal find 61%, 48% and 40%. So nine families in ten earn the first star on a normal
 * board, a typical one is close to the second, and the third asks for a strong team.
 */
import type { BoardSize } from "./board.ts";
import { scoreWord, type ScoringTable } from "./scoring.ts";

/** Shares of the board's points, in percent, that earn one, two and three stars, by board size. */
export const STAR_SHARES: Readonly<Record<BoardSize, readonly [number, number, number]>> = {
  4: [20, 35, 55],
  5: [12, 22, 40],
  6: [8, 15, 30],
};

/** One word of the team's list: who found it first and when. */
export interface TeamWord {
  word: string;
  seat: number;
  at: number;
}

/** The team's standing in a round: its points, the board's, the stars earned and the points each star needs. */
export interface TeamScore {
  points: number;
  boardPoints: number;
  stars: 0 | 1 | 2 | 3;
  /** Points needed for one, two and three stars on this board. */
  starPoints: [number, number, number];
}

/** Points for each star on a board worth `boardPoints` (rounded up, and at least 1). */
export function starPointsOf(size: BoardSize, boardPoints: number): [number, number, number] {
  const [a, b, c] = STAR_SHARES[size];
  const need = (percent: number) => Math.max(1, Math.ceil((percent * boardPoints) / 100));
  return [need(a), need(b), need(c)];
}

/** Stars earned with `points` on a board worth `boardPoints`. */
export function starsFor(size: BoardSize, points: number, boardPoints: number): 0 | 1 | 2 | 3 {
  if (boardPoints <= 0) return 0;
  const [one, two, three] = starPointsOf(size, boardPoints);
  return points >= three ? 3 : points >= two ? 2 : points >= one ? 1 : 0;
}

/** The points of a list of distinct words under a table. */
export function pointsOf(words: Iterable<string>, table: ScoringTable): number {
  let points = 0;
  for (const word of words) points += scoreWord(word, table);
  return points;
}

/**
 * The team's list from every seat's entries: each word once, credited to whoever entered
 * it first (by time, then by seat), in the order they were found.
 */
export function teamList(entries: readonly TeamWord[]): TeamWord[] {
  const first = new Map<string, TeamWord>();
  for (const e of [...entries].sort((x, y) => x.at - y.at || x.seat - y.seat)) {
    if (!first.has(e.word)) first.set(e.word, e);
  }
  return [...first.values()];
}

/** The team's score for a round: its list against the board's whole solution. */
export function teamScore(
  size: BoardSize, team: readonly TeamWord[], solution: readonly string[], table: ScoringTable,
): TeamScore {
  const boardPoints = pointsOf(new Set(solution), table);
  const points = pointsOf(new Set(team.map((w) => w.word)), table);
  return { points, boardPoints, stars: starsFor(size, points, boardPoints), starPoints: starPointsOf(size, boardPoints) };
}

/** What each teammate brought: words and points credited to each seat. */
export function contributions(team: readonly TeamWord[], table: ScoringTable): Map<number, { words: number; points: number }> {
  const out = new Map<number, { words: number; points: number }>();
  for (const w of team) {
    const c = out.get(w.seat) ?? { words: 0, points: 0 };
    c.words += 1;
    c.points += scoreWord(w.word, table);
    out.set(w.seat, c);
  }
  return out;
}

/** A match's stars: per round, and the team's best round (most stars, then most points). */
export function matchStars(rounds: readonly TeamScore[]): { perRound: number[]; total: number; best: number | null } {
  let best: number | null = null;
  rounds.forEach((r, i) => {
    const b = best === null ? null : rounds[best]!;
    if (!b || r.stars > b.stars || (r.stars === b.stars && r.points > b.points)) best = i;
  });
  const perRound: number[] = rounds.map((r) => r.stars);
  return { perRound, total: perRound.reduce((s, n) => s + n, 0), best };
}
