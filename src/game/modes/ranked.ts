/**
 * The ranked mode (its rules: src/game/ranked.ts, ranked-away.ts, ranked-watch.ts): the
 * lobby seats the matched players, the settings and seats are fixed, strangers are turned
 * away, the match starts when all came (or at the start deadline with those who did),
 * players away too long are out, and the table keeps its round lists and what it watches
 * for the solver flag. At the end it owes the ranked database the players who are out
 * and the result; the shell settles that through its port (src/ranked/report.ts) and the
 * ratings come back through `settled`, to be announced to every seat. Its words are
 * played as at a casual table (each against the others; the settings are fixed at versus).
 */
import type { RatingsMessage } from "../../protocol.ts";
import type { MatchState } from "../match-state.ts";
import {
  arrive, dropAway, keepRoundLists, leaveBeforeStart, newlyOut, rankedJoinRefusal, rankedRefusal, rankedWake, startDeadline, watchRanked,
} from "../ranked.ts";
import { casual } from "./casual.ts";
import type { Mode } from "./mode.ts";

/** How soon a failed report is tried again. */
export const REPORT_RETRY_MS = 5_000;

/** Whether the table still owes the ranked database something: players newly out, or its result. */
export function owesReport(state: MatchState): boolean {
  const ranked = state.ranked;
  if (!ranked) return false;
  return newlyOut(state).length > 0 || (!ranked.reported && state.phase === "finished");
}

/** The `ratings` message for a ranked table whose result is stored, or null. */
export function ratingsMessage(state: MatchState): RatingsMessage | null {
  const ranked = state.ranked;
  if (!ranked?.ratings) return null;
  return { type: "ratings", tableId: state.tableId, ratings: ranked.ratings, ...(ranked.unrated ? { unrated: ranked.unrated } : {}) };
}

export const ranked: Mode = {
  ...casual,
  refuse: (state, msg) => {
    const fixed = rankedRefusal(state, msg.type);
    if (fixed) return { refusal: fixed, close: false };
    if (msg.type !== "join") return null;
    const stranger = rankedJoinRefusal(state, msg.token);
    return stranger ? { refusal: stranger, close: true } : null;
  },
  seated: (state, seat, ctx) => arrive(state, seat, ctx),
  greet: (state) => ratingsMessage(state),
  leave: (state, seat, ctx) => (state.phase === "lobby" ? leaveBeforeStart(state, seat, ctx) : ctx.rules.leave(state, seat, ctx)),
  tick: (state, ctx) => (state.phase === "lobby" ? startDeadline(state, ctx) : ctx.rules.tick(state, ctx)),
  tidy: (state, ctx) => dropAway(state, ctx),
  wake: (state) => rankedWake(state),
  keep: (state, effects) => {
    keepRoundLists(state, effects);
    watchRanked(state, effects);
  },
  owes: (state) => (owesReport(state) ? { port: "ratings", state } : null),
  settled: (state, done) => {
    const before = state.ranked;
    if (!before) return { state, announce: null };
    const next = { ...state, ranked: { ...before, ...done } };
    const announce = done.ratings && !before.ratings ? ratingsMessage(next) : null;
    return { state: next, announce };
  },
  marks: (state) => {
    if (!state.ranked) return {};
    return { ranked: true, startBy: state.phase === "lobby" ? state.ranked.startBy : null, cancelled: state.ranked.cancelled };
  },
};
