/**
 * The tree of coordinators wired into the arena, inside workerd: six shards of a crowd
 * past one branch's fan-out (2 here, `ARENA_TREE_FAN_OUT`; 256 in production) sync as
 * real shards do (src/arena/shard-sync.ts `syncThrough`) through three real branches to
 * the real coordinator. Each shard's players' live places, counted from their own shard
 * and the "everyone else" the tree sends back, equal places computed at once over every
 * player here, and so do the online counts; after the round, the shards' final reports go
 * to the coordinator itself and the results count every player (the branches told the
 * coordinator whose reports to wait for). The shards' players are made up; the objects
 * are the real classes.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { TableEnv } from "../../src/env.ts";
import { histogramOf, livePlace, mergeHistograms, placeIn } from "../../src/arena/histogram.ts";
import { finalReportOf, liveHistogram, pointsOf, type ShardPlayer } from "../../src/arena/results.ts";
import { syncBranch, syncThrough } from "../../src/arena/shard-sync.ts";
import type { ShardReport, SyncAnswer } from "../../src/arena/sync.ts";

const SHARDS = 6;
const tree = { ...(env as unknown as TableEnv), ARENA_TREE_FAN_OUT: "2" } as TableEnv;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const meters = { rowsWritten: 0, rowsRead: 0, frames: 0, alarms: 0, syncs: 0 };

/** Shard k's players: k + 2 of them, with scores spread so that shards interleave (and tie). */
function playersOf(k: number): ShardPlayer[] {
  return Array.from({ length: k + 2 }, (_, i) => {
    const points = ((i * 5 + k * 3) % 11) + 1;
    return { playerId: `p${k}-${i}`, name: `P${k}.${i}`, words: [{ word: `w${k}x${i}`, points, path: [], at: 0 }] };
  });
}

function report(k: number, round: number | null, final = false): ShardReport {
  const players = playersOf(k);
  return {
    shard: k, online: players.length, round, histogram: liveHistogram(players), words: {}, fullWords: true,
    final: final ? { ...finalReportOf(players), meters } : null, have: null,
  };
}

describe("the arena's tree of coordinators", () => {
  it("routes a crowd past one branch through branches, with exact live places, counts and results", async () => {
    expect(Array.from({ length: SHARDS }, (_, k) => syncBranch(tree, k, SHARDS))).toEqual([0, 0, 1, 1, 2, 2]);
    expect(syncBranch(tree, 1, 2)).toBeNull(); // a crowd one branch carries syncs with the coordinator itself
    const everyone = Array.from({ length: SHARDS }, (_, k) => playersOf(k)).flat();
    const all = histogramOf(everyone.map(pointsOf));
    // Every shard syncs a few times a second; the branches go up once a second. Within a
    // round (4 s here; up to three tries on a loaded machine), one pass of all six comes
    // back with every player placed as at once.
    let exact = false;
    let round: NonNullable<SyncAnswer["round"]> | null = null;
    let seen: unknown[] = [];
    for (let tries = 0; !exact && tries < 3; tries++) {
      // A round's board, as a shard waits for it (someone arriving starts a run).
      let a: SyncAnswer = await syncThrough(tree, "en", SHARDS, report(0, null));
      for (let i = 0; (!a.round || a.round.board === null || a.round.number === round?.number) && i < 200; i++) {
        await sleep(100);
        a = await syncThrough(tree, "en", SHARDS, report(0, null));
      }
      round = a.round!;
      while (!exact && Date.now() < round.endsAt - 200) {
        const answers = await Promise.all(Array.from({ length: SHARDS }, (_, k) => syncThrough(tree, "en", SHARDS, report(k, round!.number))));
        seen = answers.map((ans, k) => [k, ans.others.online + playersOf(k).length, ans.others.histogram.reduce((n, [, c]) => n + c, 0) + playersOf(k).length]);
        exact = answers.every((ans, k) => {
          const mine = liveHistogram(playersOf(k));
          return ans.others.online + playersOf(k).length === everyone.length
            && JSON.stringify(mergeHistograms(mine, ans.others.histogram)) === JSON.stringify(all)
            && playersOf(k).every((p) => livePlace(mine, ans.others.histogram, pointsOf(p)) === placeIn(all, pointsOf(p)));
        });
        if (!exact) await sleep(250);
      }
    }
    expect({ exact, seen, everyone: everyone.length }).toMatchObject({ exact: true });
    round = round!;
    // After the round: each shard's final report to the coordinator; the results count all six shards.
    await sleep(Math.max(0, round.endsAt - Date.now() + 100));
    for (let k = 0; k < SHARDS; k++) await syncThrough(tree, "en", SHARDS, report(k, round.number, true));
    let results: SyncAnswer["results"] = null;
    for (let i = 0; !results && i < 100; i++) {
      results = (await syncThrough(tree, "en", SHARDS, { ...report(0, null), final: { ...finalReportOf([]), meters } })).results;
      if (!results) await sleep(100);
    }
    expect(results && [results.number, results.players, results.complete, results.histogram]).toEqual([round.number, everyone.length, true, all]);
  }, 60_000);
});
