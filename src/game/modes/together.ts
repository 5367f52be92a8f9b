/**
 * The together mode (settings `play: "together"`): everyone at the table, computer players
 * too, hunts one shared list. Its rules, decided where the issue was silent:
 *
 * - A word counts once for the team, credited to whoever the table accepted it from
 *   first, by server time: the table takes entries one at a time, so two teammates
 *   entering a word "at once" are ordered by arrival, and the second is refused
 *   `already_found` with the finder's name. A computer player's planned word a teammate
 *   already found is skipped.
 * - Every accepted word is told to everyone at once (`teamWord`: its dice flash on every
 *   board); counts stay per seat (what each brought).
 * - No cancellation and no penalty, whatever the settings say.
 * - The round's goal is the board: the team's points against the board's, with stars at
 *   the shares of src/game/together.ts. The team's points are the sum of what each seat
 *   scored, so a house word carried after the round counts as at a casual table, for
 *   everyone who entered it.
 * - A target score is reached by the team's total.
 * - There is no tie-break (nobody is first); seats still have totals (what each brought).
 * - Chosen in the lobby only, never at a ranked table (whose settings are fixed).
 * - People watching without a seat see the team's list: there is no rival to hide it from.
 *
 * Pure: the table's state and settings in, values out.
 */
import type { MatchSummary, Settings, TeamGoal, TeamRound, TeamWordView } from "../../protocol.ts";
import { sizeForCells, type BoardSize } from "../board.ts";
import { boardSizeOf, roundRulesFor, tableFor } from "../house-rules.ts";
import { refused, type MatchState, type PlayedRound, type SolvedWord } from "../match-state.ts";
import { scoreWord, type ScoringTable } from "../scoring.ts";
import { starPointsOf, starsFor } from "../together.ts";
import { casual } from "./casual.ts";
import type { Mode } from "./mode.ts";

/** Whether `settings` play together. */
export function playsTogether(settings: Pick<Settings, "play"> | undefined): boolean {
  return settings?.play === "together";
}

/** Each word length's count among a board's words (`lengths[n]`: words of n letters), what a goal is scored from again later. */
export function lengthsOf(solution: readonly Pick<SolvedWord, "word">[]): number[] {
  const lengths: number[] = [];
  for (const word of new Set(solution.map((w) => w.word))) {
    while (lengths.length <= word.length) lengths.push(0);
    lengths[word.length]! += 1;
  }
  return lengths;
}

/** The points of a board whose words have `lengths`, under `table`. */
export function boardPointsOf(lengths: readonly number[], table: ScoringTable): number {
  return lengths.reduce((sum, n, length) => sum + n * scoreWord("a".repeat(length), table), 0);
}

/** The team's goal on a board: its points against the board's, the points each star needs and the stars earned. */
export function goalOf(size: BoardSize, points: number, boardPoints: number): TeamGoal {
  return { points, boardPoints, starPoints: starPointsOf(size, boardPoints), stars: starsFor(size, points, boardPoints) };
}

/** The team's list this round: every seat's words, each with its finder, in the order the table accepted them. */
export function teamListOf(state: MatchState): TeamWordView[] {
  const all = state.seats.flatMap((s) => s.words.map((w) => ({ word: w.word, points: w.points, path: [...w.path], seat: s.seat, at: w.at ?? 0 })));
  return all.sort((a, b) => a.at - b.at || a.seat - b.seat).map(({ at: _, ...w }) => w);
}

/** A round's team result from its scores and the board's word lengths kept with it. */
export function teamRoundOf(state: MatchState, round: PlayedRound, scores: readonly { score: number }[]): TeamRound {
  const boardPoints = boardPointsOf(round.lengths ?? [], tableFor(state.settings, round.size));
  const points = scores.reduce((sum, p) => sum + p.score, 0);
  return { round: round.round, ...goalOf(round.size, points, boardPoints) };
}

/** The match's stars: each round's, their sum, and the best round (most stars, then most points; the first of equals). */
export function teamMatchOf(rounds: readonly TeamRound[]): NonNullable<MatchSummary["team"]> {
  let best: number | null = null;
  rounds.forEach((r, i) => {
    const b = best === null ? null : rounds[best]!;
    if (!b || r.stars > b.stars || (r.stars === b.stars && r.points > b.points)) best = i;
  });
  return { rounds: [...rounds], stars: rounds.reduce((sum, r) => sum + r.stars, 0), best };
}

/** The live goal while a round is shown: the team's points so far against the board's. */
function liveGoal(state: MatchState): TeamGoal | null {
  if (state.phase !== "playing" || !state.board || !state.solution || state.startsAt != null) return null;
  const size = sizeForCells(state.board.length) ?? boardSizeOf(state.settings);
  const table = tableFor(state.settings, size);
  const points = state.seats.reduce((sum, s) => sum + s.words.reduce((n, w) => n + scoreWord(w.word, table), 0), 0);
  return goalOf(size, points, boardPointsOf(lengthsOf(state.solution), table));
}

/** A together table lives as a casual one (seats, leaving, the lobby's clock, nothing owed); its words are the team's. */
export const together: Mode = {
  ...casual,
  refuse: (_state, msg) => (msg.type === "tieBreak"
    ? { refusal: refused("no_tie", "A together table plays as one team: there is no first place to break a tie for"), close: false }
    : null),
  namesFinder: true,
  holder: (state, _seat, word) => state.seats.find((s) => s.words.some((w) => w.word === word)) ?? null,
  found: (state, seat, word) => {
    const name = state.seats.find((s) => s.seat === seat)?.name ?? "";
    return [{ to: "all", msg: { type: "teamWord", word: word.word, points: word.points, path: [...word.path], seat, name } }];
  },
  roundRules: (settings, size) => ({ ...roundRulesFor(settings, size), cancellation: false, penalty: 0 }),
  targetTotal: (state) => state.seats.reduce((sum, s) => sum + s.total, 0),
  view: (state) => {
    const goal = liveGoal(state);
    return { team: state.phase === "playing" && state.startsAt == null ? teamListOf(state) : [], ...(goal ? { goal } : {}) };
  },
  review: (state, round, scored) => ({ team: teamRoundOf(state, round, scored) }),
  summary: (state, rounds) => ({ team: teamMatchOf(rounds.filter((r) => !r.round.tieBreak).map((r) => teamRoundOf(state, r.round, r.scored))) }),
  roundKeeps: (state) => ({ lengths: lengthsOf(state.solution ?? []) }),
};
