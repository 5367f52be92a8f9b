/**
 * Issue 32, row 1: eight fresh identities from one address, each entering the same best
 * words, held places 1–8 of the top ten, most rows of the best-of boards, every finder of
 * the best words, and the link preview's first place. Now their lists count once on
 * every public list; the others still see their own place.
 */
import { exports, env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { wordDesk } from "../../src/words/desk.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import { minimumEntryMs } from "../../src/game/fair-play.ts";
import type { ArenaBestResponse, ArenaRoundResponse, ArenaServerMessage } from "../../src/protocol.ts";
import { ArenaPlayer, newIdentity } from "./arena-client.ts";
import { ORIGIN, randomAddress, until } from "./client.ts";

let open: ArenaPlayer[] = [];
afterEach(() => {
  for (const p of open) p.close();
  open = [];
});

type Playing = Extract<ArenaServerMessage, { type: "arena" }>;

describe("solver clones from one address", () => {
  it("take one place of the top ten, one row of the best-of boards, one finder slot and the preview; each still sees their place", async () => {
    const flooder = randomAddress();
    const ids = [];
    for (let i = 0; i < 8; i++) ids.push(await newIdentity(`Calib${i}`));
    const clones = await Promise.all(ids.map((id) => ArenaPlayer.join(id, flooder)));
    const honest = await ArenaPlayer.join(await newIdentity("Ann"));
    open.push(...clones, honest);
    const joinedIn = Math.max(...[...clones, honest].map((p) => {
      const f = p.frames.find((x) => x.type === "arena") as Playing;
      return f.round ? (f.phase === "countdown" ? f.round.number - 1 : f.round.number) : 0;
    }));
    const states = await Promise.all([...clones, honest].map((p) => p.playing(joinedIn)));
    const round = states[0]!.round!;
    const words = solveBoard((await wordDesk(env.DICT)).dawg, states[0]!.board!, 3).map((w) => w.word)
      .sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
    const best = words.filter((w) => w.length <= 5).slice(0, 6);
    // Every clone enters the same list, paced as a person types, so the solver flag's typing
    // speed does not catch them (near-identical lists: test/unit/arena-clones.test.ts).
    await Promise.all(clones.map(async (c) => {
      for (const w of best) {
        await new Promise((r) => setTimeout(r, minimumEntryMs(w) + 40));
        expect((await c.word(w)).ok).toBe(true);
      }
    }));
    for (const w of words.slice(-2)) expect((await honest.word(w)).ok).toBe(true); // two short words: the clones lead
    const results = await Promise.all([...clones, honest].map((p) => p.take("results", (r) => r.results.number === round.number, 30_000)));
    const cloneIds = new Set(ids.map((id) => id.playerId));
    const top = results[0]!.results.top;
    expect(top.filter((e) => cloneIds.has(e.playerId))).toHaveLength(1);
    expect(top.map((e) => e.name)).toContain("Ann");
    expect(results[0]!.results.players).toBe(9); // everyone is counted: the histogram holds every result
    for (const r of results.slice(0, 8)) expect(r.you!.place, "a clone still sees their own place").not.toBeNull();
    for (const b of results[0]!.results.best) expect(b.finders.filter((f) => cloneIds.has(f.playerId)).length).toBeLessThanOrEqual(1);
    // The stored round, the best-of boards and the link preview.
    const stored = await until(async () => {
      const res = await exports.default.fetch(`${ORIGIN}/api/arena/rounds/${round.id}`);
      return res.status === 200 ? ((await res.json()) as ArenaRoundResponse) : null;
    }, "the round stored");
    expect(stored.top.filter((e) => cloneIds.has(e.playerId))).toHaveLength(1);
    const boards = (await (await exports.default.fetch(`${ORIGIN}/api/arena/en/best`)).json()) as ArenaBestResponse;
    for (const list of [boards.hour, boards.day]) expect(list.filter((e) => cloneIds.has(e.playerId))).toHaveLength(1);
    const page = await (await exports.default.fetch(`${ORIGIN}/arena/r/${round.id}`)).text();
    expect(page).toMatch(/Calib\d came first/);
    expect(page).not.toContain("shared first place");
  });
});
