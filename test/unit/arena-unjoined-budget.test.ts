/**
 * Issue 32, row 9 (a ping flood from 40 addresses of sockets that never join): a socket
 * that has not joined may send its join and a ping or two; past `UNJOINED_FRAMES` it is
 * closed, so each flooding socket costs the shard a few answers. A joined player's pings
 * spend their budget like any other frame and are only slowed, never closed early.
 */
import { describe, expect, it } from "vitest";
import { ShardBudgets, UNJOINED_FRAMES, type ShardAttachment } from "../../src/arena/shard-doors.ts";

const T0 = 1_800_000_000_000;
const socket = () => ({}) as WebSocket;

describe("frames before a join", () => {
  it("close a socket that says more than its join, from any of 40 addresses; a joined player is only slowed", () => {
    const budgets = new ShardBudgets();
    for (let a = 0; a < 40; a++) {
      for (let k = 0; k < 8; k++) {
        const ws = socket();
        const at: ShardAttachment = { client: `198.51.${a}.7`, openedAt: T0, playerId: null, name: null, device: `dev-${a}-${k}` };
        const answers: string[] = [];
        for (let i = 0; i < 30; i++) answers.push(budgets.admit(ws, at, T0 + i));
        expect(answers.filter((x) => x === "ok")).toHaveLength(UNJOINED_FRAMES);
        expect(answers[UNJOINED_FRAMES]).toBe("close");
      }
    }
    const ann: ShardAttachment = { client: "203.0.113.9", openedAt: T0, playerId: "ann-player-id-000000000", name: "Ann", device: "dev-ann" };
    const ws = socket();
    const answers = Array.from({ length: 40 }, (_, i) => budgets.admit(ws, ann, T0 + i));
    expect(answers.filter((x) => x === "ok").length).toBeGreaterThan(UNJOINED_FRAMES);
    expect(answers).not.toContain("close");
  });
});
