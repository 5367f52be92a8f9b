/**
 * The casual mode: today's table as friends play it. Nothing is refused beyond what the
 * rules refuse, leaving is leaving, the alarm frees the seats of people gone from the
 * lobby too long and hands the host role on (src/game/lobby.ts), and nothing is owed to
 * anyone at the end.
 */
import { lobbyWake, tidyLobby } from "../lobby.ts";
import { leave, tick } from "../match.ts";
import { applied } from "../match-state.ts";
import type { Mode } from "./mode.ts";

export const casual: Mode = {
  refuse: () => null,
  seated: (state) => applied(state, [], false),
  greet: () => null,
  leave: (state, seat, ctx) => leave(state, seat, ctx),
  tick: (state, ctx) => tick(state, ctx),
  tidy: (state, ctx) => tidyLobby(state, ctx.now),
  wake: (state) => lobbyWake(state),
  keep: () => {},
  owes: () => null,
  settled: (state) => ({ state, announce: null }),
  marks: () => ({}),
};
