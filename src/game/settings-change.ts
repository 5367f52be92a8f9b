/**
 * The host changing the table's rules. In the lobby that is all there is to it. During
 * the review between rounds and after the match it is a ruling on a game in progress,
 * as groups make at a kitchen table: scoring rules rescore every round already played
 * (from the stored lists, see recalculate.ts), everyone is told who changed what and
 * sees the new standings, and the match's end moves with the rules — raising the rounds
 * or the target reopens a finished match with a next round due, lowering them to what
 * has been played finishes it. Nothing can change while a round is being played, and
 * nothing that would leave the rules at odds with each other (settingsProblem).
 */
import type { Settings, StandingView, TotalChange } from "../protocol.ts";
import { changesOf, describeChange, pauseMsOf, rescores, settingsProblem } from "./house-rules.ts";
import { applied, draft, refused, seatOf, type Effect, type MatchState, type Outcome } from "./match-state.ts";
import { endReasonOf, matchComplete, matchSummary, recalculate, refreshLastRound } from "./recalculate.ts";
import { finishMatch } from "./rounds.ts";
import { rankStandings } from "./standings.ts";

/** Apply `patch` to the settings (host; lobby, review or finished). */
export function changeSettings(state: MatchState, seat: number, patch: Partial<Settings>, now: number): Outcome {
  if (state.host !== seat) return refused("not_host", "Only the host can do that");
  if (state.phase === "playing") {
    return refused("wrong_phase", "Rules can be changed before the match, between rounds or after it, not during a round");
  }
  const changes = changesOf(state.settings, patch);
  if (changes.length === 0) return applied(state, [], false);
  if (state.phase !== "lobby" && changes.some((c) => c.key === "play")) {
    return refused("wrong_phase", "Playing together or against each other is chosen before the match");
  }
  const problem = settingsProblem({ ...state.settings, ...patch });
  if (problem) return refused("bad_message", problem);
  const next = draft(state);
  next.settings = { ...next.settings, ...patch };
  if (next.phase === "lobby") return applied(next);

  const rescored = rescores(changes) && next.played.length > 0;
  const ruling = rule(state, next, rescored, now);
  const name = seatOf(next, seat)!.name;
  const notice: Effect = {
    to: "all",
    msg: {
      type: "rulesChanged", seat, name, changes, rescored, match: ruling.match, standings: ruling.standings, totals: ruling.totals,
      text: noticeText(name, changes.map(describeChange), rescored ? next.played.length : 0, ruling.totals, ruling.match),
    },
  };
  const effects: Effect[] = [notice, ...ruling.effects];
  return applied(next, effects);
}

/** What a ruling on a match in progress did: reopened or finished it, the new standings, every total before and after, and what to send after the notice. */
export interface Ruling {
  match: "reopened" | "finished" | null;
  standings: StandingView[];
  totals: TotalChange[];
  effects: Effect[];
}

/**
 * Rule on a match in progress (`next`, a draft of `state` with its rules already changed:
 * settings or house words): rescore every round played, reopen a finished match the new
 * rules leave undecided or finish one they decide, and say what to send after the notice
 * (the review again when rescored, the match's end when it moved).
 */
export function rule(state: MatchState, next: MatchState, rescored: boolean, now: number): Ruling {
  recalculate(next);
  const effects: Effect[] = [];
  let match: "reopened" | "finished" | null = null;
  // A forfeited match (someone left a match of two, or everyone left) stays over.
  if (next.phase === "finished" && next.endReason !== "forfeit" && !matchComplete(next)) {
    next.phase = "review";
    next.nextAt = now + pauseMsOf(next.settings);
    next.results = null;
    next.endReason = null;
    next.tieBreak = false;
    for (const s of next.seats) Object.assign(s, { ready: false, sittingOut: false, rematch: false });
    match = "reopened";
  } else if (next.phase === "review" && matchComplete(next)) {
    next.nextAt = null;
    match = "finished";
  }
  if (rescored || match) next.lastRound = refreshLastRound(next);
  const { standings } = rankStandings(next.seats.map((s) => ({ seat: s.seat, name: s.name, total: s.total, left: s.left })));
  const totals: TotalChange[] = standings.map((st) => ({ seat: st.seat, name: st.name, from: seatOf(state, st.seat)!.total, to: st.total }));
  if (next.lastRound && (rescored || match)) effects.push({ to: "all", msg: next.lastRound });
  if (match === "finished") {
    effects.push(...finishMatch(next, now, endReasonOf(next)));
  } else if (next.phase === "finished" && rescored) {
    const summary = matchSummary(next, next.endReason!);
    next.results = { finishedAt: next.results!.finishedAt, ...summary };
    effects.push({ to: "all", msg: { type: "matchEnd", ...summary } });
  }
  return { match, standings, totals, effects };
}

/**
 * The notice in plain words: who changed the rules, what the table plays by now, and what
 * it did — the rounds rescored and every total before and after, so nobody has to work out
 * who moved ("Ann changed the rules: shared words now score for everyone; round 1
 * rescored — Sam 7 → 9, Ada 5 → 7, Ben 2 → 6.").
 */
function noticeText(
  name: string, changes: string[], rescoredRounds: number, totals: readonly TotalChange[], match: "reopened" | "finished" | null,
): string {
  let text = `${name} changed the rules: ${changes.join(", ")}`;
  if (rescoredRounds) {
    const moved = totals.map((t) => (t.from === t.to ? `${t.name} ${t.to}` : `${t.name} ${t.from} → ${t.to}`)).join(", ");
    text += `${rescoredRounds === 1 ? "; round 1 rescored" : `; rounds 1–${rescoredRounds} rescored`} — ${moved}`;
  }
  if (match === "reopened") text += "; the match goes on";
  if (match === "finished") text += "; that ends the match";
  return `${text}.`;
}
