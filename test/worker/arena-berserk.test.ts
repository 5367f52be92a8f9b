/**
 * Berserk inside workerd (issue 36): a player chooses berserk before a round of a sprint
 * (short rounds here: 4 s of play, test/worker/vitest.config.ts), keeps the choice across
 * a reconnect, has their words refused after half the round while a player beside them
 * plays on, gets a result flagged berserk, and the event's standings give them the
 * bonus (5 for the top 1%, +1 for berserk in the top half: the table in event-rules.ts)
 * and mark it. A choice during a round is refused with a code.
 */
import { env, exports } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { wordDesk } from "../../src/words/desk.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import { eventsOfRound } from "../../src/arena/event-schedule.ts";
import type { ArenaEventResponse, ArenaServerMessage } from "../../src/protocol.ts";
import { ArenaPlayer, newIdentity } from "./arena-client.ts";
import { ORIGIN, until } from "./client.ts";

const timings = { roundMs: 4_000, breakMs: 2_500, countdownMs: 500 };
const calendar = { sprintEveryMs: 20_000, sprintRounds: 3 };

type Arena = Extract<ArenaServerMessage, { type: "arena" }>;

let open: ArenaPlayer[] = [];
afterEach(() => {
  for (const p of open) p.close();
  open = [];
});

describe("berserk in an arena sprint", () => {
  it("halves a player's time, flags their result and pays the bonus in the event's standings", async () => {
    const [annId, bobId] = await Promise.all([newIdentity("Ann"), newIdentity("Bob")]);
    let ann = await ArenaPlayer.join(annId);
    const bob = await ArenaPlayer.join(bobId);
    open.push(ann, bob);
    // Too late while a round is played.
    await ann.take("arena", (s) => s.phase === "playing", 30_000);
    ann.send({ type: "berserk" });
    expect((await ann.take("error")).code).toBe("berserk_too_late");
    // The results of a round whose next one counts for a sprint: choose berserk then.
    const inSprint = (s: Arena) => s.phase === "results" && s.nextAt !== null && eventsOfRound("en", s.nextAt, timings, calendar).some((e) => e.kind === "sprint");
    const before = await ann.take("arena", inSprint, 40_000);
    ann.send({ type: "berserk" });
    const chosen = await ann.take("berserk");
    expect(chosen).toEqual({ type: "berserk", round: before.round!.number + 1, endsAt: before.nextAt! + timings.roundMs / 2 });
    const event = eventsOfRound("en", before.nextAt!, timings, calendar).find((e) => e.kind === "sprint")!;
    // A reconnect keeps the choice: it is sent again on the join.
    ann.close();
    ann = await ArenaPlayer.join(annId);
    open.push(ann);
    expect((await ann.take("berserk")).round).toBe(chosen.round);
    const [a, b] = await Promise.all([ann.playing(before.round!.number), bob.playing(before.round!.number)]);
    expect(a.round!.number).toBe(chosen.round);
    const words = solveBoard((await wordDesk(env.DICT)).dawg, a.board!, 3).map((w) => w.word).sort((x, y) => y.length - x.length || (x < y ? -1 : 1));
    // Ann finds the two longest words in her half; Bob a short one.
    for (const w of words.slice(0, 2)) expect((await ann.word(w)).ok).toBe(true);
    const short = words[words.length - 1]!;
    // Past half the round, Ann's words no longer count; Bob's still do.
    await new Promise((r) => setTimeout(r, Math.max(0, chosen.endsAt - Date.now() + 150)));
    expect(Date.now()).toBeLessThan(b.round!.endsAt);
    expect(await ann.word(words[2]!)).toMatchObject({ ok: false, reason: "not_playing" });
    expect((await bob.word(short)).ok).toBe(true);
    const [annR, bobR] = await Promise.all([ann, bob].map((p) => p.take("results", (m) => m.results.number === chosen.round, 30_000)));
    expect([annR!.you?.berserk, annR!.you?.percentile, annR!.you?.words.length]).toEqual([true, 100, 2]);
    expect([bobR!.you?.berserk, bobR!.you?.percentile]).toEqual([false, 0]);
    // Event points: Ann 5 (top 1%) + 1 berserk bonus, Bob 1 for finishing; Ann's line marks the berserk round.
    const standings = await until(async () => {
      const body = (await (await exports.default.fetch(`${ORIGIN}/api/arena/events/${event.id}`)).json()) as ArenaEventResponse;
      const mine = body.standings.filter((l) => l.playerId === annId.playerId || l.playerId === bobId.playerId);
      return mine.length === 2 ? mine : null;
    }, "both players scored", 30_000);
    expect(standings.map((l) => [l.name, l.points, l.berserk])).toEqual([["Ann", 6, 1], ["Bob", 1, 0]]);
  }, 120_000);
});
