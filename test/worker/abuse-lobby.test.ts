/**
 * Issue 7, rows 4, 5 and 6: squatting a lobby, coming back after leaving a finished
 * match, and names that are longer or emptier than they look.
 */
import { runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { Player, createTable, editMatch, endRoundNow, revealNow, startMatch, stubOf } from "./client.ts";

const gone = (id: string, seats: number[], ms: number) =>
  editMatch(id, (m) => { for (const s of m.seats) if (seats.includes(s.seat)) s.goneSince = Date.now() - ms; });

describe("lobby squatters", () => {
  it("lets the host remove anyone, and frees seats of people gone for a minute", async () => {
    const id = await createTable();
    const ann = await Player.join(id, "Ann");
    const squatters: Player[] = [];
    for (let i = 0; i < 7; i++) squatters.push(await Player.join(id, `Visitor ${i}`));
    for (const p of squatters.slice(1)) p.close();
    const stillHere = squatters[0]!;
    await ann.take("presence", (p) => p.seat === 7 && !p.connected);

    const fay = await Player.connect(id);
    fay.send({ type: "join", name: "Fay" });
    expect((await fay.take("error")).code).toBe("table_full");

    // The host removes a person who is still connected: that person's socket is closed.
    ann.skip();
    ann.send({ type: "removeBot", seat: stillHere.seat });
    await ann.take("state", (s) => s.seats.length === 7);
    expect((await stillHere.closedWith()).code).toBe(4403);
    expect(stillHere.frames).toContainEqual(expect.objectContaining({ type: "error", code: "seat_removed" }));
    ann.send({ type: "removeBot", seat: ann.seat });
    expect((await ann.take("error")).code).toBe("no_such_seat");

    // A minute after they left, the others lose their seats to the lobby's clean-up.
    await gone(id, [2, 3, 4, 5, 6, 7], 60_001);
    expect(await runDurableObjectAlarm(stubOf(id))).toBe(true);
    await ann.take("state", (s) => s.seats.length === 1);
    const back = await Player.connect(id);
    back.send({ type: "join", name: "Visitor 3", token: squatters[3]!.token });
    expect((await back.take("error")).code).toBe("bad_token");
    const fay2 = await Player.join(id, "Fay");
    expect(fay2.lastState().seats.map((s) => s.name)).toEqual(["Ann", "Fay"]);
  });

  it("keeps a seat for a minute, not less", async () => {
    const id = await createTable();
    const ann = await Player.join(id, "Ann");
    const bob = await Player.join(id, "Bob");
    bob.close();
    await ann.take("presence", (p) => p.seat === 1 && !p.connected);
    await gone(id, [1], 50_000);
    await runDurableObjectAlarm(stubOf(id));
    expect((await editMatch(id)).seats.map((s) => s.name)).toEqual(["Ann", "Bob"]);
    expect((await Player.join(id, "Bob", bob.token)).seat).toBe(1);
  });

  it("hands the host role to the next person when the host has been gone for 30 seconds", async () => {
    const id = await createTable();
    const ann = await Player.join(id, "Ann");
    const bob = await Player.join(id, "Bob");
    const cy = await Player.join(id, "Cy");
    ann.close();
    await bob.take("presence", (p) => p.seat === 0 && !p.connected);
    bob.send({ type: "start" });
    expect((await bob.take("error")).code).toBe("not_host");
    await gone(id, [0], 30_001);
    expect(await runDurableObjectAlarm(stubOf(id))).toBe(true);
    await bob.take("state", (s) => s.seats.find((x) => x.seat === 1)!.host);
    bob.send({ type: "start" });
    await cy.take("state", (s) => s.phase === "playing");
  });
});

describe("leaving a finished match", () => {
  it("gives the seat up for good, and Play again seats only the people still there", async () => {
    const id = await createTable({ settings: { rounds: 1 } });
    const [ann, bob, cy, dee] = await startMatch(id, ["Ann", "Bob", "Cy", "Dee"]);
    await endRoundNow(id);
    await cy!.take("matchEnd");
    cy!.send({ type: "leave" });
    await cy!.closedWith();
    const back = await Player.connect(id);
    back.send({ type: "join", name: "Cy", token: cy!.token });
    expect((await back.take("error")).code).toBe("bad_token");
    dee!.close();
    await ann!.take("presence", (p) => p.seat === 3 && !p.connected);

    bob!.skip();
    ann!.send({ type: "playAgain" });
    const lobby = await bob!.take("state", (s) => s.phase === "lobby");
    expect(lobby.seats.map((s) => s.name)).toEqual(["Ann", "Bob"]);
    ann!.send({ type: "start" });
    await bob!.take("state", (s) => s.phase === "playing");
    await revealNow(id, [ann!, bob!]);
    // With no ghost at the table, the round ends as soon as both people are done.
    ann!.send({ type: "done" });
    bob!.send({ type: "done" });
    await bob!.take("roundEnd");
  });
});

describe("names", () => {
  const join = async (name: string) => {
    const p = await Player.connect(await createTable());
    p.send({ type: "join", name });
    const first = await Promise.race([p.take("welcome"), p.take("error")]);
    p.close();
    return first;
  };

  it("refuses names that are longer, heavier or emptier than they look", async () => {
    const bad = [
      "A" + "\u200D".repeat(1300), // joiners are not characters, but they are bytes
      "Z" + "\u0336\u0334\u0335".repeat(273), // 820-character zalgo
      "Za\u0301\u0302\u0303lgo", // three accents on one letter
      "\u3164", "\u3164\u3164\u3164", "\u2800\u2800", "\u115F\u1160", "\uFFA0 \u3164", // fillers that render blank
      "x".repeat(21),
      "😀".repeat(17), // 17 characters but 68 bytes
    ];
    for (const name of bad) {
      const got = await join(name);
      expect(got, JSON.stringify(name)).toMatchObject({ type: "error", code: "bad_message" });
    }
  });

  it("takes real names in any script", async () => {
    for (const name of ["Zoë", "Nguye\u0302\u0303n", "李小龍", "👩‍👩‍👧‍👦", "स्त्री", "x".repeat(20), "❤️ Ann"]) {
      expect(await join(name), name).toMatchObject({ type: "welcome" });
    }
  });

  it("keeps a state frame small with eight of the longest names", async () => {
    const id = await createTable();
    const players: Player[] = [];
    for (let i = 0; i < 8; i++) players.push(await Player.join(id, `${"é".repeat(19)}${i}`));
    const frame = JSON.stringify(players[0]!.lastState());
    expect(new TextEncoder().encode(frame).length).toBeLessThan(3_000);
  });
});
