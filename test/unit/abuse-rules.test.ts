/**
 * The pure rules behind issue 7's defences: names, lobby clean-up and host hand-over,
 * the per-client token bucket and address keys, results kept per match, and origins.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { EMPTY_LOBBY_MS, HOST_GRACE_MS, LOBBY_GRACE_MS, lobbyWake, tidyLobby } from "../../src/game/lobby.ts";
import { archiveResults, resultsOf } from "../../src/game/match-history.ts";
import { createMatch, disconnect, expiresAt, join, type MatchState, type Outcome, type Applied } from "../../src/game/match.ts";
import { MAX_NAME_BYTES, nameProblem } from "../../src/protocol/names.ts";
import { originAllowed, publicOrigin } from "../../src/http/origin.ts";
import { addressKey, takeToken, type Bucket } from "../../src/limits/rate.ts";
import { DEFAULT_SETTINGS } from "../../src/protocol.ts";
import { seededRng } from "../../src/game/random.ts";

const T0 = 1_000_000;
const ctx = { now: T0, rng: seededRng(1), dict: { has: () => false, levelOf: () => 10, solve: () => [] } };
const ok = (o: Outcome): Applied => { if (!o.ok) throw new Error(o.code); return o; };

function lobby(names: string[]): MatchState {
  let s = createMatch("T".repeat(22), T0, { ...DEFAULT_SETTINGS });
  names.forEach((name, i) => { s = ok(join(s, { name }, `token-${i}-abcdefghijklmnop`, ctx)).state; });
  return s;
}

describe("names", () => {
  it("refuses what a person cannot see or count", () => {
    for (const name of ["A" + "\u200D".repeat(40), "e\u0301\u0302\u0303", "\u3164", "\u2800 \u2800", "\u115F", "😀".repeat(17), "a".repeat(21), "a\u200Bb"]) {
      expect(nameProblem(name), JSON.stringify(name)).not.toBeNull();
    }
    for (const name of ["Ann", "Zoë", "e\u0301\u0302", "李小龍", "👨‍👩‍👧", "1️⃣", "x".repeat(20)]) {
      expect(nameProblem(name), name).toBeNull();
    }
  });

  it("never takes a name over the byte limit or without a visible character", () => {
    fc.assert(fc.property(fc.string({ unit: "grapheme", maxLength: 30 }), (name) => {
      if (nameProblem(name) !== null) return;
      expect(new TextEncoder().encode(name).length).toBeLessThanOrEqual(MAX_NAME_BYTES);
      expect(/[\p{L}\p{N}\p{S}\p{P}]/u.test(name)).toBe(true);
    }));
  });
});

describe("lobby clean-up", () => {
  it("frees a seat a minute after its person left, and not before", () => {
    const s = ok(disconnect(lobby(["Ann", "Bob"]), 1, T0)).state;
    expect(lobbyWake(s)).toBe(T0 + LOBBY_GRACE_MS);
    expect(tidyLobby(s, T0 + LOBBY_GRACE_MS - 1).state).toBe(s);
    expect(tidyLobby(s, T0 + LOBBY_GRACE_MS).state.seats.map((x) => x.name)).toEqual(["Ann"]);
  });

  it("hands the host role on after 30 seconds, to the next person still connected", () => {
    let s = lobby(["Ann", "Bob", "Cy"]);
    s = ok(disconnect(s, 1, T0)).state;
    s = ok(disconnect(s, 0, T0 + 1000)).state;
    expect(lobbyWake(s)).toBe(T0 + 1000 + HOST_GRACE_MS);
    const out = tidyLobby(s, T0 + 1000 + HOST_GRACE_MS);
    expect(out.state.host).toBe(2);
    expect(out.views).toBe(true);
    // Nobody to hand over to: the host keeps the role until the seat itself is freed.
    const alone = ok(disconnect(lobby(["Ann"]), 0, T0)).state;
    expect(tidyLobby(alone, T0 + HOST_GRACE_MS).state.host).toBe(0);
  });

  it("removes a lobby nobody sits in after ten minutes", () => {
    const empty = createMatch("T".repeat(22), T0, { ...DEFAULT_SETTINGS });
    expect(expiresAt(empty)).toBe(T0 + EMPTY_LOBBY_MS);
  });
});

describe("per-client token bucket", () => {
  const rule = { burst: 3, perMinute: 6 };
  it("lets a burst through, then one every ten seconds, and says how long to wait", () => {
    let b: Bucket | null = null;
    for (let i = 0; i < 3; i++) { const t = takeToken(b, rule, T0); expect(t.ok).toBe(true); b = t.bucket; }
    const refused = takeToken(b, rule, T0);
    expect(refused).toMatchObject({ ok: false, retryAfterMs: 10_000 });
    expect(takeToken(refused.bucket, rule, T0 + 9_999).ok).toBe(false);
    expect(takeToken(refused.bucket, rule, T0 + 10_000).ok).toBe(true);
  });

  it("keys IPv6 clients by their /64", () => {
    expect(addressKey("2001:db8:1:2::5")).toBe(addressKey("2001:0db8:0001:0002:ffff::1"));
    expect(addressKey("2001:db8:1:2::5")).not.toBe(addressKey("2001:db8:1:3::5"));
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("203.0.113.9")).toBe("203.0.113.9");
  });
});

describe("results per match", () => {
  it("files each finished match under its number", () => {
    const s = lobby(["Ann"]);
    s.results = { finishedAt: 5, standings: [], winners: [0], rounds: [], decidedBy: "rounds", tieBreaks: 0 };
    expect(resultsOf(s)).toMatchObject({ match: 1, finishedAt: 5 });
    archiveResults(s);
    expect(s.match).toBe(2);
    expect(resultsOf(s)).toMatchObject({ match: 1 });
    expect(resultsOf(s, 2)).toBeNull();
    s.results = { finishedAt: 9, standings: [], winners: [0], rounds: [], decidedBy: "rounds", tieBreaks: 0 };
    expect(resultsOf(s)).toMatchObject({ match: 2, finishedAt: 9 });
    expect(resultsOf(s, 1)).toMatchObject({ match: 1, finishedAt: 5 });
  });
});

describe("origins", () => {
  const req = new Request("https://baffle.example/api/tables", { method: "POST" });
  it("allows the game's origin, listed origins and no Origin; nothing else", () => {
    const vars = { PUBLIC_ORIGIN: "https://play.example", ALLOWED_ORIGINS: "https://a.example, https://b.example/" };
    for (const o of [null, "https://baffle.example", "https://play.example", "https://a.example", "https://b.example"]) {
      expect(originAllowed(o, req, vars), String(o)).toBe(true);
    }
    for (const o of ["https://evil.example", "null", "http://baffle.example", "https://a.example.evil"]) {
      expect(originAllowed(o, req, vars), o).toBe(false);
    }
  });

  it("builds links from PUBLIC_ORIGIN when it is set", () => {
    expect(publicOrigin(req, { PUBLIC_ORIGIN: "https://play.example/" })).toBe("https://play.example");
    expect(publicOrigin(req, {})).toBe("https://baffle.example");
  });
});
