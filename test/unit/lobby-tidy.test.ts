/**
 * Lobby clean-up when the host's own seat is freed (nobody connected to hand the role
 * to first), and outside the lobby, where seats are never freed.
 */
import { describe, expect, it } from "vitest";
import { HOST_GRACE_MS, LOBBY_GRACE_MS, tidyLobby } from "../../src/game/lobby.ts";
import { addBot, disconnect, start, type MatchState } from "../../src/game/match.ts";
import { ctx, NOW, ok, table } from "./house-rules-helpers.ts";

const gone = (s: MatchState, seat: number, at: number) => ok(disconnect(s, seat, at)).state;

describe("freeing the host's seat", () => {
  it("passes the role to a person still seated, even one briefly away", () => {
    // Ann (host) left first; Bob went away later, so only Ann's seat is due.
    let s = table(["Ann", "Bob"]);
    s = gone(s, 0, NOW);
    s = gone(s, 1, NOW + 40_000);
    const out = tidyLobby(s, NOW + LOBBY_GRACE_MS);
    expect(out.state.seats.map((x) => x.name)).toEqual(["Bob"]);
    expect(out.state.host).toBe(1);
    expect(out.views).toBe(true);
  });

  it("leaves the table without a host when no person is left", () => {
    let s = ok(addBot(table(["Ann"]), 0, "easy")).state;
    s = gone(s, 0, NOW);
    const out = tidyLobby(s, NOW + LOBBY_GRACE_MS);
    expect(out.state.seats.map((x) => x.bot)).toEqual([true]);
    expect(out.state.host).toBeNull();
  });
});

describe("outside the lobby", () => {
  it("never frees a seat, however long its person has been away", () => {
    // Two people and a computer player; Bob (not host) went away long ago.
    let s = ok(addBot(table(["Ann", "Bob"]), 0, "easy")).state;
    s = ok(start(s, 0, ctx())).state;
    s = gone(s, 1, NOW);
    const later = NOW + 10 * LOBBY_GRACE_MS;
    const out = tidyLobby(s, later);
    expect(out.state).toBe(s);
    expect(out.effects).toEqual([]);
    expect(out.views).toBe(false);
  });

  it("still hands the host role on, and only that", () => {
    let s = ok(start(table(["Ann", "Bob"]), 0, ctx())).state;
    s = gone(s, 0, NOW);
    const out = tidyLobby(s, NOW + 10 * LOBBY_GRACE_MS + HOST_GRACE_MS);
    expect(out.state.host).toBe(1);
    expect(out.state.seats.map((x) => x.name)).toEqual(["Ann", "Bob"]);
  });
});
