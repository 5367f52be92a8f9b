/**
 * What time does to a match: rounds start, computer players' entries come due, rounds
 * end and are scored, the pause between rounds runs out, the match finishes.
 *
 * Every round opens with a countdown (COUNTDOWN_MS): the board is shaken and stored at
 * once, but `startsAt` marks it as not yet shown. Views leave the board out and entries
 * are refused until the tick at `startsAt` clears it and everyone gets a fresh view, so
 * no frame can carry the board early; the round's full time runs from the reveal.
 *
 * Every timer is derived from the state itself (the reveal, the round's deadline, each
 * bot's next planned entry, the end of the pause), never from a queue of events. `tick` applies
 * everything due at `now` and `nextWake` names the earliest thing still to come, so
 * running the Durable Object's single alarm twice, late, or after an eviction changes
 * nothing that has already happened.
 */
import { COUNTDOWN_MS, type BotLevel, type MatchEndReason } from "../protocol.ts";
import { DEFAULT_BOARD_FLOOR, shakeSolvedBoard, sizeForCells, type BoardSize } from "./board.ts";
import { lengthShare, planBot } from "./bots.ts";
import { boardSizeOf, minLengthOf, pauseMsOf, roundMsOf, tableFor, usualRoundMsOf } from "./house-rules.ts";
import {
  ABANDON_MS, RESULTS_MS, activeSeats, applied, countsOf, draft, humanSeats, inProgress,
  type Applied, type Effect, type MatchContext, type MatchState, type PlayedRound, type SeatState, type SolvedWord,
} from "./match-state.ts";
import { EMPTY_LOBBY_MS } from "./lobby.ts";
import { endReasonOf, matchComplete, matchSummary, recalculate, roundEndOf } from "./recalculate.ts";
import { scoreWord, type ScoringTable } from "./scoring.ts";
import { longestUnfound, solutionInOrder } from "./unfound.ts";
import { modeOf } from "./modes/index.ts";

export { inProgress } from "./match-state.ts";

/** The board size of the next round under the table's settings. */
export function boardSize(state: MatchState): BoardSize {
  return boardSizeOf(state.settings);
}

/** The size of the board being played (or last played), else of the next one. */
function currentSize(state: MatchState): BoardSize {
  return (state.board && sizeForCells(state.board.length)) || boardSize(state);
}

/**
 * Shake and solve a new board and start the next round on `state` (edited in place):
 * the countdown runs until `startsAt`, every seat starts empty, and each computer
 * player gets its plan for the round (from the reveal, as many words as its length
 * allows). Nothing is sent: the callers' fresh views show the countdown, not the board.
 */
/** A solved word with how its language writes it, when that differs (kept with the solution for the review). */
function withWritten<W extends SolvedWord>(w: W, dict: MatchContext["dict"]): W {
  const written = dict.writtenAs?.(w.word);
  return written !== undefined && written !== w.word ? { ...w, written } : w;
}

/** The written forms of `words` among the board's solution (what a review carries). */
export function writtenOf(solution: readonly SolvedWord[], words: Iterable<string>): Record<string, string> {
  const known = new Map(solution.filter((w) => w.written !== undefined).map((w) => [w.word, w.written!]));
  const out = new Map<string, string>();
  for (const w of words) {
    const written = known.get(w);
    if (written !== undefined) out.set(w, written);
  }
  return Object.fromEntries(out);
}

export function startRound(state: MatchState, ctx: MatchContext): Effect[] {
  const size = boardSize(state);
  const minLength = minLengthOf(state.settings);
  // The table's language deals its own dice; ctx.dict is that language's dictionary.
  const { board, words: solution } = shakeSolvedBoard(size, ctx.rng, (b) =>
    ctx.dict.solve(b.cells, minLength).map((w) => withWritten({ word: w.word, path: w.path, level: ctx.dict.levelOf(w.word) }, ctx.dict)),
  DEFAULT_BOARD_FLOOR[size], state.settings.language);
  const roundMs = roundMsOf(state.settings);
  const startsAt = ctx.now + COUNTDOWN_MS;
  const share = lengthShare(roundMs, usualRoundMsOf(state.settings));
  const table = tableFor(state.settings, size);

  state.phase = "playing";
  state.vote = null; // a vote still open when the next round starts is dropped undecided
  state.vote = null; // a vote still open when the next round starts is dropped undecided
  state.round += 1;
  state.board = [...board.cells];
  state.solution = solution;
  state.boardWords = solution.length;
  state.startsAt = startsAt;
  state.endsAt = startsAt + roundMs;
  state.nextAt = null;
  for (const s of state.seats) {
    s.words = [];
    s.rejected = [];
    s.disputed = [];
    s.done = s.sittingOut;
    s.ready = false;
    s.rematch = false;
    s.plan = s.bot && !s.sittingOut ? planFor(s.level ?? state.settings.bots, solution, table, ctx, startsAt, roundMs, share) : [];
  }
  return [];
}

/** Whether the round on `state` is still counting down (its board not yet shown). */
export function countingDown(state: MatchState): boolean {
  return state.phase === "playing" && (state.startsAt ?? null) !== null;
}

/**
 * A computer player's entries for `timeMs` from `from` (the reveal, or now when it takes
 * over a seat mid-round), as absolute times; `share` scales its count. It picks only
 * words worth points under `table` (a person would not bother entering the others).
 */
export function planFor(
  level: BotLevel, solution: readonly SolvedWord[], table: ScoringTable, ctx: MatchContext, from: number, timeMs: number, share = 1,
) {
  const worth = solution.filter((w) => scoreWord(w.word, table) > 0);
  return planBot(level, worth, (w) => ctx.dict.levelOf(w), timeMs, ctx.rng, share)
    .map((c) => ({ word: c.word, path: c.path, at: from + c.offset }));
}

/**
 * A computer player's seat with its entries due by `now` moved from its plan onto its
 * list, and whether any word was added. The seat is
 * returned as it was when nothing changes; otherwise it is a new seat with new lists.
 */
function enterPlanned(
  seat: SeatState, now: number, table: ScoringTable, taken: (word: string) => boolean = (word) => seat.words.some((w) => w.word === word),
): { seat: SeatState; moved: boolean } {
  let due = 0;
  while (due < seat.plan.length && seat.plan[due]!.at <= now) due++;
  const done = seat.done || (seat.bot && due === seat.plan.length);
  if (due === 0 && done === seat.done) return { seat, moved: false };
  const words = [...seat.words];
  for (const entry of seat.plan.slice(0, due)) {
    if (words.some((w) => w.word === entry.word) || taken(entry.word)) continue;
    words.push({ word: entry.word, points: scoreWord(entry.word, table), path: entry.path, at: entry.at });
  }
  return { seat: { ...seat, words, plan: seat.plan.slice(due), done }, moved: words.length > seat.words.length };
}

/**
 * End the round on `state` (edited in place) at `now`: computer players keep what they
 * entered by then and the rest of their plans is dropped (a round ended early gives them
 * nothing more), the round joins the played rounds, every total is recalculated from
 * them, and everyone gets every list. Once the match is complete (or after a tie-break)
 * it finishes.
 */
export function endRound(state: MatchState, now: number): Effect[] {
  const size = currentSize(state);
  const table = tableFor(state.settings, size);
  const play = modeOf(state);
  // One seat at a time on `state`, so a word one computer player enters is taken for the next (together).
  state.seats.forEach((s, i) => {
    const entered = s.bot && !s.sittingOut ? enterPlanned(s, now, table, (word) => play.holder(state, s.seat, word) !== null).seat : s;
    state.seats[i] = entered.plan.length ? { ...entered, plan: [] } : entered; // what was still to come is dropped
  });
  const playing = state.seats.filter((s) => !s.sittingOut);
  const found = new Set(playing.flatMap((s) => s.words.map((w) => w.word)));
  const unfound = longestUnfound(state.solution ?? [], found);
  const solution = state.solution ?? [];
  const shownWritten = writtenOf(solution, [...found, ...unfound.map((w) => w.word)]);
  const record: PlayedRound = {
    round: state.round, size, tieBreak: state.tieBreak,
    players: playing.map((s) => ({
      seat: s.seat, words: s.words.map((w) => w.word), rejected: [...s.rejected], ...(s.disputed?.length ? { disputed: [...s.disputed] } : {}),
    })),
    shown: {
      board: [...(state.board ?? [])], boardWords: state.boardWords ?? 0, unfound, paths: playing.map((s) => s.words.map((w) => [...w.path])),
      ...(Object.keys(shownWritten).length ? { written: shownWritten } : {}),
    },
    ...play.roundKeeps(state),
  };
  state.played = [...state.played, record];
  recalculate(state);
  const last = state.tieBreak || matchComplete(state);
  state.phase = "review";
  state.startsAt = null;
  state.endsAt = null;
  state.nextAt = last ? null : now + pauseMsOf(state.settings);
  for (const s of state.seats) s.ready = false;
  const paths = new Map(state.seats.map((s) => [s.seat, new Map(s.words.map((w) => [w.word, w.path]))]));
  state.lastRound = roundEndOf(state, record, {
    board: state.board ?? [], boardWords: state.boardWords ?? 0, unfound, solution: solutionInOrder(solution),
    written: writtenOf(solution, solution.map((w) => w.word)),
    nextAt: state.nextAt, pathOf: (seat, word) => paths.get(seat)?.get(word) ?? [],
  });
  const effects: Effect[] = [{ to: "all", msg: state.lastRound }];
  if (last) effects.push(...finishMatch(state, now, endReasonOf(state)));
  return effects;
}

/**
 * Finish the match on `state` (edited in place): final standings, kept for the results
 * route. `reason` defaults to a forfeit (someone left a two-player match, or everyone did).
 */
export function finishMatch(state: MatchState, now: number, reason: MatchEndReason = "forfeit"): Effect[] {
  state.phase = "finished";
  state.startsAt = null;
  state.endsAt = null;
  state.nextAt = null;
  state.endReason = reason;
  for (const s of state.seats) s.plan = [];
  const summary = matchSummary(state, reason);
  state.results = { finishedAt: now, ...summary };
  return [{ to: "all", msg: { type: "matchEnd", ...summary } }];
}

/**
 * The round ends early once every person still in it who is connected has pressed
 * "I'm done": someone who closed the tab does not hold the others up. At least one
 * player must be done, so a round everyone dropped out of runs on until they return.
 *
 * Round 1 of a ranked match is the exception: it decides whether the match counts, so
 * a person away (within their grace, src/game/ranked-away.ts) holds it open until they
 * are back and done, or the away rule puts them out. Otherwise an opponent could enter
 * one word and press I'm done during someone's blip, and the match would be aborted on
 * the one who dropped.
 */
export function everyoneDone(state: MatchState): boolean {
  const people = humanSeats(state);
  const awayHoldsIt = state.ranked !== undefined && state.round === 1;
  return people.every((s) => s.done || (!s.connected && !awayHoldsIt)) && people.some((s) => s.done && !s.sittingOut);
}

/** The pause ends early once every person still in the match has pressed Ready. */
export function everyoneReady(state: MatchState): boolean {
  return humanSeats(state).every((s) => s.ready);
}

/**
 * Apply everything due at `ctx.now`: computer players' entries, the end of the round,
 * the end of the pause. Doing nothing is a valid answer (the alarm ran early or twice).
 */
export function tick(state: MatchState, ctx: MatchContext): Applied {
  if (state.phase === "playing" && state.startsAt != null) {
    // The countdown: nothing is due before the reveal. At it, the fresh views carry the
    // board and the counts (so no separate counts), and whatever else is due applies.
    if (state.startsAt > ctx.now) return applied(state, [], false);
    const shown = tick({ ...state, startsAt: null }, ctx);
    return applied(shown.state, shown.effects.filter((e) => e.msg.type !== "counts"), true);
  }
  if (state.phase === "playing") {
    // Only the seats with entries due are copied; the round's end works on a draft.
    let moved = false;
    const table = tableFor(state.settings, currentSize(state));
    const play = modeOf(state);
    const next = { ...state, seats: [...state.seats] };
    const found: Effect[] = [];
    // One seat at a time on `next`, so a word one computer player enters is taken for the next (together).
    next.seats.forEach((s, i) => {
      if (!s.bot) return;
      const out = enterPlanned(s, ctx.now, table, (word) => play.holder(next, s.seat, word) !== null);
      moved ||= out.moved;
      next.seats[i] = out.seat;
      for (const w of out.seat.words.slice(s.words.length)) found.push(...play.found(next, s.seat, w));
    });
    if (state.endsAt !== null && state.endsAt <= ctx.now) {
      const ended = draft(next);
      return applied(ended, endRound(ended, ctx.now), true);
    }
    if (moved) return applied(next, [...found, { to: "all", msg: { type: "counts", counts: countsOf(next) } }], false);
  } else if (state.phase === "review" && state.nextAt !== null && state.nextAt <= ctx.now) {
    const next = draft(state);
    return applied(next, startRound(next, ctx), true);
  }
  return applied(state, [], false);
}

/** When `tick` next has something to do, or null if only people can move the match on. */
export function nextWake(state: MatchState): number | null {
  if (state.phase === "playing") {
    if (state.startsAt != null) return state.startsAt;
    let at = state.endsAt ?? Infinity;
    for (const s of state.seats) if (s.plan.length) at = Math.min(at, s.plan[0]!.at);
    return Number.isFinite(at) ? at : null;
  }
  if (state.phase === "review") return state.nextAt;
  return null;
}

/**
 * When the table should be deleted: a finished match's results are kept for a day; a
 * lobby with no person in it goes after ten minutes; any other table nobody is
 * connected to is dropped after half an hour.
 */
export function expiresAt(state: MatchState): number | null {
  if (state.phase === "finished" && state.results) return state.results.finishedAt + RESULTS_MS;
  if (state.phase === "lobby" && humanSeats(state).length === 0 && state.idleSince !== null) return state.idleSince + EMPTY_LOBBY_MS;
  return state.idleSince === null ? null : state.idleSince + ABANDON_MS;
}

/** After someone left or stopped: finish a match nobody is left to play, else nothing. */
export function finishIfEmpty(state: MatchState, now: number): Effect[] {
  if (inProgress(state) && (humanSeats(state).length === 0 || activeSeats(state).length < 2)) return finishMatch(state, now);
  return [];
}
