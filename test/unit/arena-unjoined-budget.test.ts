/**
 * Issue 32, row 9 (a ping flood from 40 addresses of sockets that never join): a socket
 * that has not joined may send its join and a ping or two; past `UNJOINED_FRAMES` it is
 * closed, so each flooding socket costs the shard a few answers. A joined player's pings
 * spend their budget like any other frame and are only slowed, never closed early.
 */
import { describe, expect, it } from "vitest";
import { FrameBudgets } from "../../src/doors/budget.ts";
import { SHARD_FRAMES, UNJOINED_FRAMES } from "../../src/arena/shard-limits.ts";

const T0 = 1_800_000_000_000;
const socket = () => ({}) as WebSocket;

describe("frames before a join", () => {
  it("close a socket that says more than its join, from any of 40 addresses; a joined player is only slowed", () => {
    const budgets = new FrameBudgets<string>(SHARD_FRAMES);
    for (let a = 0; a < 40; a++) {
      for (let k = 0; k < 8; k++) {
        const ws = socket();
        const answers: string[] = [];
        for (let i = 0; i < 30; i++) answers.push(budgets.admit(ws, null, `198.51.${a}.7`, T0 + i, true));
        expect(answers.filter((x) => x === "ok")).toHaveLength(UNJOINED_FRAMES);
        expect(answers[UNJOINED_FRAMES]).toBe("close");
      }
    }
    const ws = socket();
    const answers = Array.from({ length: 40 }, (_, i) => budgets.admit(ws, "ann-player-id-000000000", "203.0.113.9", T0 + i, true));
    expect(answers.filter((x) => x === "ok").length).toBeGreaterThan(UNJOINED_FRAMES);
    expect(answers).not.toContain("close");
  });
});
