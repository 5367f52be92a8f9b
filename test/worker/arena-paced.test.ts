/**
 * Issue 32, the paced-solver rule wired in: a solver that enters the board's best common
 * words at a person's pace passes the solver flag round by round. Judged over rounds
 * (src/game/paced-solver.ts, its record in D1: src/ranked/paced-store.ts), it is flagged
 * by its fourth such round and leaves every public list; an honest player who enters as
 * many words a round, the short ones a person sees first, is not.
 */
import { env, exports } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { wordDesk } from "../../src/words/desk.ts";
import { bestCommonWords } from "../../src/game/paced-solver.ts";
import { minimumEntryMs } from "../../src/game/fair-play.ts";
import { topResults } from "../../src/daily/store.ts";
import type { ArenaBestResponse, ArenaServerMessage } from "../../src/protocol.ts";
import { ArenaPlayer, newIdentity } from "./arena-client.ts";
import { ORIGIN } from "./client.ts";

let open: ArenaPlayer[] = [];
afterEach(() => {
  for (const p of open) p.close();
  open = [];
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const LIST = 8;
type Results = Extract<ArenaServerMessage, { type: "results" }>;

/** Enter `words`: the first `paced` at a person's typing pace, the rest at once (too few to be a fast pace to the solver flag). */
async function enter(p: ArenaPlayer, words: readonly string[], paced: number): Promise<void> {
  await sleep(340); // the flag's first look at a new board
  for (const [i, w] of words.entries()) {
    if (i < paced) await sleep(minimumEntryMs(w) + 40);
    expect((await p.word(w)).ok, w).toBe(true);
  }
}

describe("the paced-solver rule in the arena", () => {
  it("flags a player who enters the board's best common words four rounds running, and takes them off every list; an honest history stays", async () => {
    const solver = await ArenaPlayer.join(await newIdentity("Pacer"));
    const honest = await ArenaPlayer.join(await newIdentity("Hana"));
    open.push(solver, honest);
    const desk = await wordDesk(env.DICT);
    let after = 0;
    const rounds: { number: number; id: string; mine: Results; hers: Results }[] = [];
    while (rounds.length < 4) {
      const [state, other] = await Promise.all([solver.playing(after), honest.playing(after)]);
      // Both in the same round, from near its start (a round joined late is let go).
      if (state!.round!.number !== other!.round!.number || state!.round!.endsAt - Date.now() < 3_300) {
        after = Math.max(state!.round!.number, other!.round!.number);
        continue;
      }
      const common = bestCommonWords(desk.solveLevelled(state!.board!, 3));
      expect(common.length, "a board with enough common words").toBeGreaterThanOrEqual(2 * LIST);
      // The solver: the board's best common words, longest first (read off a solution).
      // The person: as many words, the short common ones seen first.
      await Promise.all([enter(solver, common.slice(0, LIST), 3), enter(honest, common.slice(-LIST), LIST)]);
      const number = state!.round!.number;
      const [mine, hers] = await Promise.all([solver, honest].map((p) => p.take("results", (r) => r.results.number === number, 30_000)));
      rounds.push({ number, id: state!.round!.id, mine: mine!, hers: hers! });
      after = number;
    }
    const ids = { solver: solver.identity.playerId, honest: honest.identity.playerId };
    // Rounds 1–3: the solver flag saw nothing; the solver led the lists.
    expect(rounds[0]!.mine.you!.flagged).toBe(false);
    expect(rounds[0]!.mine.results.top.map((e) => e.playerId)).toContain(ids.solver);
    // Round 4: flagged by the paced-solver rule, off the round's list, still shown their own result.
    const last = rounds[3]!;
    expect(last.mine.you!.flagged).toBe(true);
    expect(last.mine.results.top.map((e) => e.playerId)).not.toContain(ids.solver);
    expect(last.hers.you!.flagged).toBe(false);
    expect(last.hers.results.top.map((e) => e.playerId)).toContain(ids.honest);
    const flaggedAt = async (id: string) => (await env.DB.prepare("SELECT flagged_at FROM players WHERE id = ?").bind(id).first<{ flagged_at: number | null }>())!.flagged_at;
    expect(await flaggedAt(ids.solver)).not.toBeNull();
    expect(await flaggedAt(ids.honest)).toBeNull();
    const kept = await env.DB.prepare("SELECT marks FROM paced_marks WHERE player_id = ?").bind(ids.honest).first<{ marks: string }>();
    expect(JSON.parse(kept!.marks)).toHaveLength(4); // the honest player's comparable history, judged every round
    // The best-of boards leave out every round of the flagged player, the earlier ones too.
    const boards = (await (await exports.default.fetch(`${ORIGIN}/api/arena/en/best`)).json()) as ArenaBestResponse;
    for (const list of [boards.hour, boards.day]) {
      expect(list.map((e) => e.playerId)).not.toContain(ids.solver);
      expect(list.map((e) => e.playerId)).toContain(ids.honest);
    }
    // The daily top list too: both hand in a listed result; only the honest one is shown.
    const day = new Date().toISOString().slice(0, 10);
    for (const [id, points] of [[ids.solver, 90], [ids.honest, 20]] as const) {
      await env.DB.prepare(
        `INSERT INTO daily_results (day, language, player_id, name, started_at, handed_in_at, points, word_count, longest, words, flagged, share, listed)
         VALUES (?, 'en', ?, 'x', 1, 2, ?, 3, 'stone', '[]', 0, 0.1, 1)`,
      ).bind(day, id, points).run();
    }
    const daily = await topResults(env.DB, day, "en", 10);
    expect(daily.players.map((p) => p.playerId)).toEqual([ids.honest]);
  });
});
