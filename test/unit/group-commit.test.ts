/**
 * The arena shard's group commit (src/arena/group-commit.ts), with time moved by hand:
 * one write per window whatever arrives in it, no answer before its write, a failed
 * write refusing the whole window, and a full window closed at once.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { numRuns } from "./fast-check-seed.ts";
import { GroupCommit } from "../../src/arena/group-commit.ts";

/** A hand clock: timers fire when `advance` passes them. */
function handClock() {
  let now = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  let next = 1;
  return {
    setTimer: (fn: () => void, ms: number) => { const id = next++; timers.set(id, { at: now + ms, fn }); return id; },
    clearTimer: (id: unknown) => void timers.delete(id as number),
    advance(ms: number) {
      now += ms;
      for (const [id, t] of [...timers].sort((a, b) => a[1].at - b[1].at)) {
        if (t.at <= now && timers.has(id)) { timers.delete(id); t.fn(); }
      }
    },
  };
}

function desk(windowMs: number, maxItems: number, failing = () => false) {
  const clock = handClock();
  const log: string[] = [];
  const written: number[][] = [];
  const gc = new GroupCommit<number>({
    windowMs, maxItems, setTimer: clock.setTimer, clearTimer: clock.clearTimer,
    commit: (items) => { if (failing()) throw new Error("disk"); written.push([...items]); log.push(`write ${items.join(",")}`); },
    answer: (items, ok) => { for (const i of items) log.push(`${ok ? "answer" : "refuse"} ${i}`); },
  });
  return { gc, clock, log, written };
}

describe("group commit", () => {
  it("writes everything entered within a window as one batch, then answers each", () => {
    const { gc, clock, log } = desk(250, 100);
    gc.add(1);
    clock.advance(100);
    gc.add(2);
    gc.add(3);
    expect(log).toEqual([]); // nothing answered before its write
    clock.advance(150);
    expect(log).toEqual(["write 1,2,3", "answer 1", "answer 2", "answer 3"]);
    gc.add(4);
    clock.advance(249);
    expect(log.length).toBe(4);
    clock.advance(1);
    expect(log.slice(4)).toEqual(["write 4", "answer 4"]);
  });

  it("never answers an item before the write that holds it, and writes at most one batch per window", () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 60 }), (gaps) => {
      const { gc, clock, log, written } = desk(250, 1_000);
      gaps.forEach((gap, i) => { clock.advance(gap); gc.add(i); });
      clock.advance(250);
      const total = gaps.reduce((a, b) => a + b, 0) + 250;
      expect(written.flat()).toEqual(gaps.map((_, i) => i));
      expect(written.length).toBeLessThanOrEqual(Math.ceil(total / 250) + 1);
      for (const [i] of gaps.entries()) {
        const w = log.findIndex((l) => l.startsWith("write") && l.slice(6).split(",").includes(String(i)));
        expect(w).toBeGreaterThanOrEqual(0);
        expect(log.indexOf(`answer ${i}`)).toBeGreaterThan(w);
      }
    }), { numRuns: numRuns(200) });
  });

  it("refuses the whole window when its write fails, and writes the next", () => {
    let fail = true;
    const { gc, clock, log } = desk(250, 100, () => fail);
    gc.add(1);
    gc.add(2);
    clock.advance(250);
    expect(log).toEqual(["refuse 1", "refuse 2"]);
    fail = false;
    gc.add(3);
    clock.advance(250);
    expect(log.slice(2)).toEqual(["write 3", "answer 3"]);
    expect([gc.batches, gc.committed]).toEqual([1, 1]);
  });

  it("closes a full window at once, and on flush", () => {
    const { gc, clock, log } = desk(250, 3);
    gc.add(1); gc.add(2); gc.add(3);
    expect(log[0]).toBe("write 1,2,3");
    gc.add(4);
    gc.flush();
    expect(log.slice(4)).toEqual(["write 4", "answer 4"]);
    clock.advance(1_000); // the window's timer was cleared: nothing written twice
    expect(log.length).toBe(6);
    gc.flush();
    expect(log.length).toBe(6);
  });
});
