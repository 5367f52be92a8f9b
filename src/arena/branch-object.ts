/**
 * A branch of the arena's tree of coordinators (`idFromName("arena:<key>:branch:<b>")`):
 * the level operating.md §11 foresaw for a crowd past what one coordinator carries.
 * Shards sync with their branch exactly as they would with the root (the same `sync`
 * call, sync.ts), about once a second each; the branch adds their histograms and word
 * counts (live.ts, histogram.ts: histograms add) and syncs with the root about once a
 * second as if it were one big shard. The root therefore hears one message a second per
 * branch, whatever the crowd, and places stay exact: a shard's "everyone else" is the
 * root's everyone-but-this-branch plus this branch's other shards.
 *
 * The branch answers its shards from the root's latest answer (the clock, the round and
 * its board, results), so only its first sync waits for the root. Nothing is stored:
 * like the root's live figures, a branch is whole again within a second after an
 * eviction. `asOf` travels up with the figures (the oldest fresh report they hold), so a
 * live place's age counts both hops.
 *
 * Final reports are not carried by the tree: they go to the root, one per shard per
 * round, as they do without a tree (shard-sync.ts). So that the root knows whose to wait
 * for, a branch names the shards that reported each round (`played`). Wired into the
 * real arena past one branch's fan-out (tree.ts `branchOf`).
 */
import { DurableObject } from "cloudflare:workers";
import type { ArenaBranchCalls, TableEnv } from "../env.ts";
import { isArenaKey } from "../protocol.ts";
import type { Histogram } from "./histogram.ts";
import { LiveTally, Presence } from "./live.ts";
import { isReport, type ShardReport, type SyncAnswer } from "./sync.ts";
import { everyoneElse } from "./tree.ts";
import { applyCounts, changedCounts } from "./word-shares.ts";

/** A branch syncs with the root this often (as a shard does with its coordinator); `ARENA_BRANCH_SYNC_MS` sets it (the tree bench, run slower than life). */
export const BRANCH_SYNC_MS = 1_000;
/** Shards one branch may hear from (its shard indexes are global, up to this many per tree). */
export const TREE_MAX_SHARDS = 65_536;

export type { ArenaBranchCalls };

/** What a branch has done since it started (the tree bench reads it). */
export interface BranchMeters {
  /** Syncs from shards answered, and syncs made with the root. */
  received: number;
  sentUp: number;
}

export class ArenaBranch extends DurableObject<TableEnv> implements ArenaBranchCalls {
  private readonly presence = new Presence();
  private readonly index: number;
  private tally: LiveTally | null = null;
  private root: SyncAnswer | null = null;
  private upAt = 0;
  private up: Promise<void> | null = null;
  /** Word counts the root holds for this branch in the tally's round (null: send them all). */
  private acked: Record<string, number> | null = null;
  /** Shards that reported the round being played (told to the root: they owe it a final report). */
  private played: { round: number; shards: Set<number> } | null = null;
  private readonly counts: BranchMeters = { received: 0, sentUp: 0 };

  constructor(ctx: DurableObjectState, env: TableEnv) {
    super(ctx, env);
    const m = /^arena:[a-z]{2}:branch:(\d+)$/.exec(ctx.id.name ?? "");
    this.index = m ? Number(m[1]) : 0;
  }

  async sync(arena: string, report: ShardReport): Promise<SyncAnswer> {
    if (!isArenaKey(arena) || !isReport(report, TREE_MAX_SHARDS)) throw new Error("not an arena shard's report");
    this.counts.received++;
    const now = Date.now();
    this.presence.see(report.shard, report.online, now);
    const playing = this.root?.round && this.root.round.board !== null ? this.root.round.number : null;
    if (report.round !== null && report.round === playing) {
      if (this.tally?.round !== playing) { this.tally = new LiveTally(playing); this.acked = null; }
      if (this.played?.round !== playing) this.played = { round: playing, shards: new Set() };
      this.played.shards.add(report.shard);
      this.tally.report(report.shard, { histogram: report.histogram, words: report.words, full: report.fullWords, online: report.online }, report.asOf ?? now);
    }
    // A round whose start has come while the root's last answer held no board: ask now (the shard waits for it).
    const boardDue = !!this.root?.round && this.root.round.board === null && now >= this.root.round.startsAt;
    if (!this.root || boardDue || now - this.upAt >= (Number(this.env.ARENA_BRANCH_SYNC_MS) || BRANCH_SYNC_MS)) {
      this.up ??= this.syncUp(arena).finally(() => { this.up = null; });
      if (!this.root || boardDue) await this.up;
    }
    const root = this.root!;
    const wordsKnown = report.round === null || (this.tally?.round === report.round && (report.fullWords || this.tally.knows(report.shard)));
    const mine = this.tally && this.tally.round === report.round ? this.tally.othersOf(report.shard, now) : { histogram: [] as Histogram, online: 0, asOf: now };
    const outside = report.round !== null && root.round?.number === report.round ? root.others : { histogram: [] as Histogram, online: 0, asOf: now };
    return {
      ...root, now,
      others: everyoneElse(mine, outside),
      wordsKnown, finalStored: false,
      results: root.results && root.results.number > (report.have ?? 0) ? root.results : null,
    };
  }

  async meters(): Promise<BranchMeters> {
    return { ...this.counts };
  }

  /** One sync with the root: this branch's shards as one report. */
  private async syncUp(arena: string): Promise<void> {
    const now = Date.now();
    const tally = this.tally;
    const whole = tally ? tally.othersOf(-1, now) : null;
    const words = tally ? tally.totals().words : {};
    const full = this.acked === null;
    const report: ShardReport = {
      shard: this.index, online: this.presence.online(now), round: tally?.round ?? null, histogram: whole?.histogram ?? [],
      words: full ? words : changedCounts(this.acked!, words), fullWords: full, final: null, have: this.root?.results?.number ?? null,
      asOf: whole?.asOf ?? now, branch: true, played: this.played && this.played.round === tally?.round ? [...this.played.shards] : [],
    };
    this.counts.sentUp++;
    try {
      const stub = this.env.ARENA.get(this.env.ARENA.idFromName(`arena:${arena}`));
      // RPC's types widen the histogram's tuples to arrays; the value is the root's own.
      const answer = (await stub.sync(arena, report)) as unknown as SyncAnswer;
      this.root = answer;
      this.upAt = now;
      if (tally && report.round === tally.round) this.acked = answer.wordsKnown ? applyCounts(full ? {} : this.acked ?? {}, report.words) : null;
    } catch (err) {
      console.error(JSON.stringify({ event: "arena_branch_sync_failed", arena, branch: this.index, error: String(err) }));
      if (!this.root) throw err;
    }
  }
}
