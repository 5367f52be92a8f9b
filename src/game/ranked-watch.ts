/**
 * What a ranked table watches while it is played, so that its result can be trusted:
 *
 * - **The abort point.** A ranked match counts only once two players have each entered
 *   a word in its first round (Lichess aborts games of fewer than two moves). A match
 *   that ends before that — an instant forfeit, an empty match everyone ended with
 *   "I'm done", a call-off — is aborted: unrated for everyone. Who left (or never came)
 *   before the point is the one who aborted it; with nobody gone, those who entered
 *   nothing in the first round while connected for all of it did. Someone whose socket
 *   dropped during that round and came back is never blamed for it (a blip), and the
 *   round cannot end early while they are away (src/game/rounds.ts `everyoneDone`).
 * - **The solver flag.** At the end of every round each person's entries, with their
 *   server times, go through src/game/fair-play.ts; the round's marks for the paced-solver
 *   rule (src/game/paced-solver.ts) are kept beside its verdict, for the ranked store to
 *   judge with the player's earlier rounds when the match is reported.
 *
 * `watchRanked` is called on every new state (the table object does it in one place,
 * after each rule) and only ever adds to what it has seen, so calling it twice is
 * harmless. Pure like the rest of src/game.
 */
import type { UnratedReason } from "../protocol.ts";
import { matchVerdict, solverSignals } from "./fair-play.ts";
import { roundMarks } from "./paced-solver.ts";
import { roundMsOf } from "./house-rules.ts";
import type { Effect, MatchState, RankedWatch } from "./match-state.ts";

/** Nothing seen yet. */
export function emptyWatch(): RankedWatch {
  return { entered: [], leftEarly: [], awayInRound1: [], roundStart: null, verdicts: [] };
}

/** How many people must have entered a word in the first round for the match to count. */
export const ABORT_POINT_ENTRANTS = 2;

/** Whether the match has reached the point after which it counts. */
export function pastAbortPoint(state: MatchState): boolean {
  return (state.ranked?.watch?.entered.length ?? 0) >= ABORT_POINT_ENTRANTS;
}

/**
 * Update what the table has seen from `state` and the messages the last rule sent:
 * first-round entrants, early leavers, round starts, each finished round's verdicts.
 * Edits `state`'s top level only: when anything was seen it gets a new ranked record
 * with a new watch, so the record it may share with the state before stays as it was.
 */
export function watchRanked(state: MatchState, effects: readonly Effect[]): void {
  const ranked = state.ranked;
  if (!ranked) return;
  const seen = ranked.watch ?? emptyWatch();
  const away = seen.awayInRound1 ?? [];
  const watch: RankedWatch = {
    ...seen, entered: [...seen.entered], leftEarly: [...seen.leftEarly], awayInRound1: [...away], verdicts: [...seen.verdicts],
  };
  const past = () => watch.entered.length >= ABORT_POINT_ENTRANTS;
  if (!past()) {
    for (const s of state.seats) {
      if (state.round === 1 && !s.bot && !s.left && s.words.length > 0 && !watch.entered.includes(s.seat)) watch.entered.push(s.seat);
    }
    if (!past()) {
      for (const s of state.seats) if (s.left && !watch.leftEarly.includes(s.seat)) watch.leftEarly.push(s.seat);
      if (state.round === 1 && state.phase === "playing") {
        for (const s of state.seats) if (!s.bot && !s.left && !s.connected && !watch.awayInRound1!.includes(s.seat)) watch.awayInRound1!.push(s.seat);
      }
    }
  }
  for (const e of effects) if (e.msg.type === "roundEnd" && watch.roundStart) judgeRound(state, watch, e.msg.round);
  if (state.phase === "playing" && state.endsAt !== null && watch.roundStart?.round !== state.round) {
    watch.roundStart = { round: state.round, at: state.endsAt - roundMsOf(state.settings) };
  }
  const changed = !ranked.watch || watch.roundStart !== seen.roundStart || watch.entered.length !== seen.entered.length
    || watch.leftEarly.length !== seen.leftEarly.length || watch.awayInRound1!.length !== away.length
    || watch.verdicts.length !== seen.verdicts.length;
  if (changed) state.ranked = { ...ranked, watch };
}

/** Judge every person's entries of the round that just ended (once per round). */
function judgeRound(state: MatchState, watch: RankedWatch, round: number): void {
  if (watch.roundStart!.round !== round || watch.verdicts.some((v) => v.round === round)) return;
  const levels = new Map((state.solution ?? []).map((w) => [w.word, w.level ?? 10]));
  const board = [...levels].map(([word, level]) => ({ word, level }));
  for (const s of state.seats) {
    if (s.bot || s.left) continue;
    const entries = s.words.filter((w) => w.at !== undefined).map((w) => ({ word: w.word, at: w.at!, level: levels.get(w.word) ?? 10 }));
    const verdict = solverSignals({
      entries, boardWords: state.boardWords ?? levels.size, roundMs: roundMsOf(state.settings), startedAt: watch.roundStart!.at,
    });
    const points = s.words.reduce((n, w) => n + w.points, 0);
    watch.verdicts.push({ seat: s.seat, round, ...verdict, marks: roundMarks(s.words.map((w) => w.word), board, points) });
  }
}

/** How a finished ranked match counts, before the database's own checks (the pair limit). */
export interface RankedOutcome {
  /** Why nobody's rating changes, or null: rate it. */
  unrated: Extract<UnratedReason, "aborted" | "flagged"> | null;
  /** Player ids who aborted it (empty unless aborted or called off). */
  abortedBy: string[];
  /** Player ids the solver flag marked in this match. */
  flagged: string[];
}

/** How the finished (or called-off) match counts. */
export function rankedOutcome(state: MatchState): RankedOutcome {
  const ranked = state.ranked!;
  const watch = ranked.watch ?? emptyWatch();
  const idOf = (seat: number) => ranked.players.find((p) => p.seat === seat)!.playerId;
  const flaggedSeats = ranked.players
    .filter((p) => matchVerdict(watch.verdicts.filter((v) => v.seat === p.seat)).flagged)
    .map((p) => p.seat);
  const flagged = flaggedSeats.map(idOf);
  if (ranked.cancelled) {
    return { unrated: "aborted", abortedBy: ranked.players.filter((p) => !ranked.arrived.includes(p.seat)).map((p) => p.playerId), flagged };
  }
  if (!pastAbortPoint(state)) {
    const blip = watch.awayInRound1 ?? [];
    const blamed = watch.leftEarly.length
      ? watch.leftEarly
      : ranked.players.map((p) => p.seat).filter((s) => !watch.entered.includes(s) && !blip.includes(s));
    return { unrated: "aborted", abortedBy: blamed.map(idOf), flagged };
  }
  return { unrated: flagged.length ? "flagged" : null, abortedBy: [], flagged };
}
