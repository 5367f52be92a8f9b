/**
 * The casual mode: today's table as friends play it, each against the others. Nothing is
 * refused beyond what the rules refuse, leaving is leaving, the alarm frees the seats of
 * people gone from the lobby too long and hands the host role on (src/game/lobby.ts),
 * each seat keeps its own list (a word two found cancels, the settings' penalty applies),
 * a target is reached by the highest seat, and nothing is owed to anyone at the end.
 */
import { roundRulesFor } from "../house-rules.ts";
import { lobbyWake, tidyLobby } from "../lobby.ts";
import { applied } from "../match-state.ts";
import type { Mode } from "./mode.ts";

export const casual: Mode = {
  refuse: () => null,
  seated: (state) => applied(state, [], false),
  greet: () => null,
  leave: (state, seat, ctx) => ctx.rules.leave(state, seat, ctx),
  tick: (state, ctx) => ctx.rules.tick(state, ctx),
  tidy: (state, ctx) => tidyLobby(state, ctx.now),
  wake: (state) => lobbyWake(state),

  namesFinder: false,
  holder: (state, seat, word) => {
    const own = state.seats.find((s) => s.seat === seat);
    return own?.words.some((w) => w.word === word) ? own : null;
  },
  found: () => [],
  roundRules: (settings, size) => roundRulesFor(settings, size),
  targetTotal: (state) => Math.max(0, ...state.seats.filter((s) => !s.left).map((s) => s.total)),
  view: () => ({}),
  review: () => ({}),
  summary: () => ({}),

  keep: () => {},
  roundKeeps: () => ({}),
  owes: () => null,
  settled: (state) => ({ state, announce: null }),
  marks: () => ({}),
};
