/**
 * The paced-solver rule (src/game/paced-solver.ts) on the fair-play bench's boards: each
 * player plays sessions of `SESSION` rounds in a row (one board after another, as in the
 * arena), and the rule judges them after every round from the marks of their recent ones.
 *
 * - **People**: each level of both models of people (the bots' choice; each person's own
 *   knowledge, attention and tracing order: human-play.ts). Every session the rule
 *   flags is a false positive; so is every round it flags.
 * - **Paced solvers**: the board's best common words, as many as a person could enter
 *   (8, 15 or 25 a round), or 15 of which a third are common short words instead; one
 *   that plays as a Normal person for half the session, then enters 25 best words (the
 *   spike). All are entered at a person's pace, so the solver flag (fair-play.ts) sees
 *   a person: its rate on them is reported beside the rule's.
 */
import { scoreWord } from "../../src/game/scoring.ts";
import { solverSignals, type FairPlayEntry } from "../../src/game/fair-play.ts";
import { bestCommonWords, pacedVerdict, remember, roundMarks, type LevelledWord, type RoundMarks } from "../../src/game/paced-solver.ts";
import type { Rng } from "../../src/game/random.ts";

/** Rounds a player plays in a row. */
export const SESSION = 20;

/** One board as the bench played it. */
export interface PacedBoard {
  solution: LevelledWord[];
  startedAt: number;
}

/** A player: what they enter on a board (in order), as round `i` of their session. */
export type Player = (board: PacedBoard, i: number) => LevelledWord[];

/** A paced solver entering `count` of the board's best common words, a `mixed` share of them swapped for short common ones. */
export function pacedSolver(count: number, mixed: number, rng: Rng): Player {
  return (board) => {
    const levelOf = new Map(board.solution.map((w) => [w.word, w.level]));
    const best = bestCommonWords(board.solution);
    const keep = best.slice(0, Math.round(count * (1 - mixed)));
    const short = best.slice(count).filter((w) => w.length <= 4).sort(() => rng() - 0.5).slice(0, count - keep.length);
    return [...keep, ...short].sort(() => rng() - 0.5).map((word) => ({ word, level: levelOf.get(word)! }));
  };
}

/** Figures for one player kind over every session: rounds and sessions flagged, the solver flag's rate, rounds to the first flag. */
export function judgeSessions(
  name: string, boards: readonly PacedBoard[], player: Player,
  pace: (words: LevelledWord[], startedAt: number) => FairPlayEntry[], roundMs: number,
): Record<string, number> {
  let rounds = 0;
  let flaggedRounds = 0;
  let sessions = 0;
  let flaggedSessions = 0;
  let solverFlagged = 0;
  const firsts: number[] = [];
  for (let s = 0; s + SESSION <= boards.length; s += SESSION) {
    sessions++;
    let marks: RoundMarks[] = [];
    let first = -1;
    for (let i = 0; i < SESSION; i++) {
      const board = boards[s + i]!;
      const entries = pace(player(board, i), board.startedAt);
      if (solverSignals({ entries, boardWords: board.solution.length, roundMs, startedAt: board.startedAt }).flagged) solverFlagged++;
      const words = entries.map((e) => e.word);
      marks = remember(marks, roundMarks(words, board.solution, words.reduce((n, w) => n + scoreWord(w, "classic"), 0)));
      rounds++;
      if (pacedVerdict(marks).flagged) {
        flaggedRounds++;
        if (first < 0) first = i + 1;
      }
    }
    if (first >= 0) {
      flaggedSessions++;
      firsts.push(first);
    }
  }
  firsts.sort((a, b) => a - b);
  const share = (n: number, of: number) => Math.round((n / Math.max(1, of)) * 10_000) / 10_000;
  return {
    [`paced_${name}Rounds`]: rounds,
    [`paced_${name}FlaggedRounds`]: flaggedRounds,
    [`paced_${name}FlaggedRoundShare`]: share(flaggedRounds, rounds),
    [`paced_${name}FlaggedSessionShare`]: share(flaggedSessions, sessions),
    [`paced_${name}SolverFlagShare`]: share(solverFlagged, rounds),
    [`paced_${name}MedianRoundsToFlag`]: firsts.length ? firsts[firsts.length >> 1]! : 0,
  };
}
