/**
 * Issue 26, row 3: a friend who opens a table's link sees who is seated and how far the
 * match is before joining (`GET /api/tables/<id>`), and never anyone's words or the board.
 */
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { TablePreview } from "../../src/protocol.ts";
import { stringsIn } from "../strings-in.ts";
import { ORIGIN, Player, createTable, editMatch, endRoundNow, freeWords, solutionOf, startMatch } from "./client.ts";

const get = (path: string) => exports.default.fetch(`${ORIGIN}${path}`);

async function preview(id: string): Promise<TablePreview> {
  const res = await get(`/api/tables/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as TablePreview;
}

describe("a table's preview before joining", () => {
  it("names who is seated in the lobby", async () => {
    const id = await createTable({ settings: { rounds: 5 } });
    const ann = await Player.join(id, "Ann");
    await Player.join(id, "Bob");
    const p = await preview(id);
    expect(p).toMatchObject({ tableId: id, phase: "lobby", round: 0, ranked: false, watchers: 0 });
    expect(p.settings.rounds).toBe(5);
    expect(p.seats.map((s) => [s.name, s.host, s.bot])).toEqual([["Ann", true, false], ["Bob", false, false]]);
    ann.ws.close();
  });

  it("during a round says which round and who plays, and carries no word and no board", async () => {
    const id = await createTable({ settings: { rounds: 3 } });
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"], {}, ["normal"]);
    const [a, b] = await freeWords(id, 2, 4);
    expect(await ann!.word(a!)).toMatchObject({ ok: true });
    expect(await bob!.word(b!)).toMatchObject({ ok: true });
    const p = await preview(id);
    expect(p).toMatchObject({ phase: "playing", round: 1 });
    expect(p.seats.map((s) => s.name)).toEqual(["Ann", "Bob", "Ada"]);
    const match = await editMatch(id);
    const secrets = new Set([
      ...(await solutionOf(id)).map((s) => s.word),
      ...match.seats.flatMap((s) => [...s.words.map((w) => w.word), ...s.plan.map((w) => w.word)]),
    ]);
    expect(secrets.has(a!)).toBe(true);
    const text = JSON.stringify(p);
    expect([...stringsIn(p)].filter((s) => secrets.has(s))).toEqual([]);
    // (String values only: the preview's keys are its schema's, and a board may well hold
    // the word "timer" or "round" among its solution.)
    // Nor the board, in any form.
    expect(text).not.toContain(JSON.stringify(match.board));
    expect(Object.keys(p)).not.toContain("board");

    // In the review the totals so far are shown (everyone saw them in the review), still no words.
    await endRoundNow(id);
    await ann!.take("roundEnd");
    const review = await preview(id);
    expect(review).toMatchObject({ phase: "review", round: 1 });
    expect(review.seats.find((s) => s.name === "Ann")!.total).toBeGreaterThanOrEqual(0);
    expect([...stringsIn(review)].filter((s) => secrets.has(s))).toEqual([]);
  });

  it("refuses a malformed id and answers 404 for an unknown table", async () => {
    expect((await get("/api/tables/short")).status).toBe(400);
    const res = await get(`/api/tables/${"C".repeat(22)}`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("unknown_table");
  });
});
