/**
 * The host role in the lobby when the host is not seat 0: it passes to the next person
 * in seat order (wrapping round), only once the host has been gone 30 seconds; a
 * person's seat freed by the clean-up, or someone else leaving, leaves the host in place.
 */
import { describe, expect, it } from "vitest";
import { HOST_GRACE_MS, LOBBY_GRACE_MS, lobbyWake, tidyLobby } from "../../src/game/lobby.ts";
import { disconnect, join, leave, start, type MatchState } from "../../src/game/match.ts";
import { ctx, NOW, ok, table } from "./house-rules-helpers.ts";

const gone = (s: MatchState, seat: number, at: number) => ok(disconnect(s, seat, at)).state;

/** Dee (seat 0), Bob (seat 1, host) and Cy (seat 2), all connected. */
function bobHosts(): MatchState {
  let s = ok(leave(table(["Ann", "Bob", "Cy"]), 0, ctx())).state;
  s = ok(join(s, { name: "Dee" }, "token-dee-abcdefghijklm", ctx())).state;
  expect(s.seats.map((x) => [x.seat, x.name])).toEqual([[0, "Dee"], [1, "Bob"], [2, "Cy"]]);
  expect(s.host).toBe(1);
  return s;
}

describe("handing the host role on", () => {
  it("goes to the next person after the host in seat order, not the first seat", () => {
    const s = gone(bobHosts(), 1, NOW);
    expect(lobbyWake(s)).toBe(NOW + HOST_GRACE_MS);
    expect(tidyLobby(s, NOW + HOST_GRACE_MS - 1).state).toBe(s);
    expect(tidyLobby(s, NOW + HOST_GRACE_MS).state.host).toBe(2);
  });

  it("wraps round to the first seat when nobody after the host is there", () => {
    let s = bobHosts();
    s = gone(s, 2, NOW);
    s = gone(s, 1, NOW);
    expect(tidyLobby(s, NOW + HOST_GRACE_MS).state.host).toBe(0);
  });

  it("does not happen while the host is connected, even when another seat is freed", () => {
    const s = gone(bobHosts(), 2, NOW);
    const out = tidyLobby(s, NOW + LOBBY_GRACE_MS);
    expect(out.state.seats.map((x) => x.name)).toEqual(["Dee", "Bob"]);
    expect(out.state.host).toBe(1);
  });

  it("is not woken for when there is nobody to hand over to", () => {
    const s = gone(table(["Ann"]), 0, NOW);
    expect(lobbyWake(s)).toBe(NOW + LOBBY_GRACE_MS);
  });
});

describe("outside the lobby", () => {
  it("nothing is due for a person who is away, host or not", () => {
    let s = ok(start(table(["Ann", "Bob", "Cy"]), 0, ctx())).state;
    s = gone(s, 1, NOW);
    expect(lobbyWake(s)).toBeNull();
    s = gone(s, 0, NOW);
    expect(lobbyWake(s)).toBe(NOW + HOST_GRACE_MS);
  });
});

describe("the host", () => {
  it("stays when someone else leaves the lobby, even while away", () => {
    let s = table(["Ann", "Bob", "Cy"]);
    s = ok(disconnect(s, 0, NOW)).state;
    s = ok(leave(s, 2, ctx())).state;
    expect(s.host).toBe(0);
  });
});
