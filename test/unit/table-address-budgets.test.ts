/**
 * A table's per-address frame budget (src/table/guards.ts `ClientBudgets`) counts an IPv6
 * client by its /64 and, four times as large, by its /48 (issue 17, row 7), like every
 * other per-address budget; before, each full address had a budget of its own.
 */
import { describe, expect, it } from "vitest";
import { ClientBudgets } from "../../src/table/guards.ts";

const T0 = 1_000_000;
const socket = () => ({}) as WebSocket;

/** Send `frames` frames on each of `sockets` fresh connections from `clients[i]`; how many were admitted. */
function send(budgets: ClientBudgets, clients: string[], frames: number): number {
  let ok = 0;
  for (const client of clients) {
    const ws = socket();
    for (let i = 0; i < frames; i++) if (budgets.admit(ws, { seat: null, client }, T0) === "ok") ok++;
  }
  return ok;
}

describe("a table's per-address budget", () => {
  it("is shared by every address of one IPv6 /64", () => {
    const hosts = Array.from({ length: 6 }, (_, i) => `2001:db8:1:1::${i + 1}`);
    expect(send(new ClientBudgets(), hosts, 25)).toBe(120);
  });

  it("is shared, four times as large, by every /64 of one IPv6 /48", () => {
    const subnets = Array.from({ length: 24 }, (_, i) => `2001:db8:2:${(i + 1).toString(16)}::1`);
    expect(send(new ClientBudgets(), subnets, 25)).toBe(480);
    const elsewhere = Array.from({ length: 2 }, (_, i) => `2001:db8:3:${i + 1}::1`);
    expect(send(new ClientBudgets(), elsewhere, 25)).toBe(50);
  });

  it("keeps one budget per IPv4 address", () => {
    expect(send(new ClientBudgets(), ["203.0.113.1", "203.0.113.1", "203.0.113.1", "203.0.113.1", "203.0.113.1"], 25)).toBe(120);
    expect(send(new ClientBudgets(), ["203.0.113.1", "203.0.113.2"], 25)).toBe(50);
  });
});
