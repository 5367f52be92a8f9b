/**
 * The score sheet. A match's totals are never accumulated: they are always derived from
 * the rounds played (`MatchState.played`: every player's accepted words and refused
 * entries) under the table's current scoring rules. So a change of `cancellation`,
 * `scoring` or `penalty` rescores every round at once, and the result is by
 * construction what the match would have been with those rules from the start.
 *
 * Also here: whether the match is complete (round count or target reached), the
 * per-round metrics of seed 003 (points, words found, longest word), and the messages
 * built from the sheet (a round's review, the final summary).
 */
import type { MatchEndReason, MatchSummary, RoundEndMessage, RoundMetrics, RoundPlayer, Settings, SolutionWord } from "../protocol.ts";
import { asPlayed, NO_HOUSE_WORDS, type HouseWords } from "./house-words.ts";
import type { MatchState, PlayedRound } from "./match-state.ts";
import { modeOf } from "./modes/index.ts";
import { rankStandings, scoreRound, type ScoredPlayer } from "./standings.ts";

/** A round's players' entries as they count under the table's house words (house-words.ts). */
export function playersOf(round: PlayedRound, house: HouseWords = NO_HOUSE_WORDS): PlayedRound["players"] {
  return round.players.map((p) => asPlayed(p, house));
}

/** One round scored under `settings` and the house words: for each player who played it, in record order. */
export function scorePlayed(round: PlayedRound, settings: Settings, house: HouseWords = NO_HOUSE_WORDS): ScoredPlayer[] {
  return scoreRound(
    playersOf(round, house).map((p) => ({ seat: p.seat, words: p.words, penalised: p.rejected.length })),
    modeOf({ settings }).roundRules(settings, round.size),
  );
}

/** Per seat, the metrics of every round it played, under the current rules. */
export function metricsOf(state: MatchState): Map<number, RoundMetrics[]> {
  const out = new Map<number, RoundMetrics[]>(state.seats.map((s) => [s.seat, []]));
  for (const round of state.played) {
    const scored = scorePlayed(round, state.settings, state.house);
    playersOf(round, state.house).forEach((p, i) => {
      out.get(p.seat)!.push({
        round: round.round, points: scored[i]!.score, words: p.words.length, longest: longestOf(p.words),
        penalty: modeOf(state).roundRules(state.settings, round.size).penalty * p.rejected.length, tieBreak: round.tieBreak,
      });
    });
  }
  return out;
}

/**
 * Rescore every played round and set each seat's `scores` (one per round played, 0
 * for a round sat out) and `total` from them. Edits `state` in place.
 */
export function recalculate(state: MatchState): void {
  const bySeat = new Map(state.seats.map((s) => [s.seat, s]));
  for (const s of state.seats) { s.scores = []; s.total = 0; }
  for (const round of state.played) {
    const scored = new Map(scorePlayed(round, state.settings, state.house).map((p) => [p.seat, p.score]));
    for (const [seat, s] of bySeat) {
      const score = scored.get(seat) ?? 0;
      s.scores.push(score);
      s.total += score;
    }
  }
}

/** Rounds played that were not tie-breaks. */
export function regularRoundsPlayed(state: MatchState): number {
  return state.played.filter((r) => !r.tieBreak).length;
}

/**
 * Whether the match has reached its end: with a target, someone still in the match has
 * reached it; otherwise the agreed number of rounds (tie-breaks aside) has been played.
 */
export function matchComplete(state: MatchState): boolean {
  const { target, rounds } = state.settings;
  if (target !== null) return modeOf(state).targetTotal(state) >= target;
  return regularRoundsPlayed(state) >= rounds;
}

/** Why a complete match ended, judged from its last round and its settings. */
export function endReasonOf(state: MatchState): MatchEndReason {
  if (state.played.at(-1)?.tieBreak) return "tieBreak";
  return state.settings.target !== null ? "target" : "rounds";
}

/** Standings, winners and the per-round sheet, as `matchEnd` and `/results` carry them. */
export function matchSummary(state: MatchState, decidedBy: MatchEndReason): MatchSummary {
  const { standings, winners } = rankStandings(
    state.seats.map((s) => ({ seat: s.seat, name: s.name, total: s.total, left: s.left })),
  );
  const metrics = metricsOf(state);
  const rounds = state.seats.map((s) => ({ seat: s.seat, scores: [...s.scores], metrics: metrics.get(s.seat) ?? [] }));
  const played = state.played.map((round) => ({ round, scored: scorePlayed(round, state.settings, state.house) }));
  return { standings, winners, rounds, decidedBy, tieBreaks: state.played.filter((r) => r.tieBreak).length, ...modeOf(state).summary(state, played) };
}

/** What a review shows besides the scores: the board, the unfound words, the words' paths. */
export interface ReviewBase {
  board: string[];
  boardWords: number;
  unfound: { word: string; path: number[] }[];
  /** The board's whole solution in the order to show it (the live review only). */
  solution?: SolutionWord[];
  /** How the language writes the review's words that it writes otherwise (élève for eleve). */
  written?: Record<string, string>;
  nextAt: number | null;
  pathOf(seat: number, word: string): number[];
}

/** The `roundEnd` message for `round` under the current rules and totals. */
export function roundEndOf(state: MatchState, round: PlayedRound, base: ReviewBase): RoundEndMessage {
  const scored = scorePlayed(round, state.settings, state.house);
  const playing = new Set(round.players.map((p) => p.seat));
  const players: RoundPlayer[] = playersOf(round, state.house).map((p, i) => {
    const seat = state.seats.find((s) => s.seat === p.seat)!;
    const result = scored[i]!;
    return {
      seat: p.seat, name: seat.name, score: result.score, total: seat.total,
      words: result.words.map((w) => ({ ...w, path: base.pathOf(p.seat, w.word) })),
      rejected: [...p.rejected], penalty: modeOf(state).roundRules(state.settings, round.size).penalty * p.rejected.length,
      wordsFound: p.words.length, longest: longestOf(p.words), ...houseLists(round.players[i]!, p.words, state.house),
    };
  });
  const { standings } = rankStandings(state.seats.map((s) => ({ seat: s.seat, name: s.name, total: s.total, left: s.left })));
  return {
    type: "roundEnd", round: round.round, tieBreak: round.tieBreak, board: base.board, boardWords: base.boardWords,
    players, sittingOut: state.seats.filter((s) => !playing.has(s.seat)).map((s) => s.seat),
    unfound: base.unfound, ...(base.solution ? { solution: base.solution } : {}),
    ...(base.written && Object.keys(base.written).length ? { written: base.written } : {}), nextAt: base.nextAt, standings,
    ...modeOf(state).review(state, round, scored),
  };
}

/** The last round's review again, rescored, keeping its board, paths and unfound words. */
export function refreshLastRound(state: MatchState): RoundEndMessage | null {
  const last = state.lastRound;
  const round = state.played.at(-1);
  if (!last || !round) return last;
  const paths = new Map(last.players.map((p) => [p.seat, new Map(p.words.map((w) => [w.word, w.path]))]));
  return roundEndOf(state, round, {
    board: last.board, boardWords: last.boardWords, unfound: last.unfound, solution: last.solution, written: last.written, nextAt: state.nextAt,
    pathOf: (seat, word) => paths.get(seat)?.get(word) ?? [],
  });
}

/**
 * Every round of the match that kept what its review showed, as `roundEnd` messages
 * under the current rules and totals: what the results page shows round by round.
 */
export function roundListsOf(state: MatchState): RoundEndMessage[] {
  return state.played.flatMap((round) => {
    const shown = round.shown;
    if (!shown) return [];
    const paths = new Map(round.players.map((p, i) => [p.seat, new Map(p.words.map((w, j) => [w, shown.paths[i]?.[j] ?? []]))]));
    return [roundEndOf(state, round, {
      board: shown.board, boardWords: shown.boardWords, unfound: shown.unfound, written: shown.written, nextAt: null,
      pathOf: (seat, word) => paths.get(seat)?.get(word) ?? [],
    })];
  });
}

/** A player's disputed words not (yet) accepted, and their words the table struck, when there are any. */
function houseLists(kept: PlayedRound["players"][number], counted: readonly string[], house: HouseWords | undefined): Pick<RoundPlayer, "disputed" | "struck"> {
  const disputed = (kept.disputed ?? []).filter((w) => !counted.includes(w));
  const struck = house ? kept.words.filter((w) => house.struck.includes(w)) : [];
  return { ...(disputed.length ? { disputed } : {}), ...(struck.length ? { struck } : {}) };
}

/** The longest word of a list (the first of equal length), or "". */
export function longestOf(words: readonly string[]): string {
  let best = "";
  for (const w of words) if (w.length > best.length) best = w;
  return best;
}
