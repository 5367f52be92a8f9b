/**
 * One coordinator per arena (`idFromName("arena:<key>")`): the arena's clock, its boards
 * and its results, and nothing per player. It never holds a socket. Shards call `sync`
 * about once a second each (src/arena/sync.ts); the coordinator answers with the clock,
 * the board once its round has started, everyone else's histogram, and results.
 *
 * Time: one alarm, set to the earliest of the next boundary of the schedule (a countdown:
 * is anyone still there? a start: fix the round's shard count and deal the board after
 * it; an end), a round's deadline for final reports, and a retry of an owed D1 write.
 * The alarm applies what is due by the stored run, so a late or repeated alarm is
 * harmless.
 *
 * Storage: the run, the boards dealt ahead, which shards played a round and their final
 * reports, and the results until D1 has them, all written when they change. The live
 * figures (src/arena/live.ts) are memory only: shards resend them every second, so an
 * evicted coordinator is whole again within a second and loses nothing the results need.
 */
import { DurableObject } from "cloudflare:workers";
import { wordDesk } from "../words/desk.ts";
import { cryptoRng } from "../game/random.ts";
import type { ArenaCoordinatorCalls, TableEnv } from "../env.ts";
import { logEvent } from "../log.ts";
import { ARENA_MAX_SHARDS, isArenaKey, type ArenaKey, type ArenaStatusResponse } from "../protocol.ts";
import { LiveTally, Presence, FRESH_MS } from "./live.ts";
import { ARENA_MIN_LENGTH, dealBoard, type DealtBoard } from "./play.ts";
import { clonesOf, mergeFinals, type FinalReport, type RoundResults } from "./results.ts";
import {
  endRun, momentAt, nextBoundary, nextNumber, roundIdOf, startOf, startRun, timingsFrom,
  type ArenaMoment, type ArenaRun, type ArenaTimings,
} from "./schedule.ts";
import { PLAYERS_PER_SHARD, shardCountFor } from "./shards.ts";
import { storeRound } from "./store.ts";
import { keepBranch, presenceKey, restoreBranches, type KeptStore } from "./tree.ts";
import { isReport, type ShardMeters, type ShardReport, type SyncAnswer } from "./sync.ts";

/**
 * How long after a round's end the coordinator waits for every shard's final report
 * before it makes the results with those in: 10 s, or half the results if they are
 * shorter (tests), so the results are out while they are shown.
 */
export const FINAL_WAIT_MS = 10_000;

export function finalWaitOf(t: ArenaTimings): number {
  return Math.min(FINAL_WAIT_MS, Math.max(1_000, (t.breakMs - t.countdownMs) / 2));
}
/** An owed D1 write is retried this often. */
const RETRY_MS = 5_000;

interface Clock {
  run: ArenaRun | null;
  timings: ArenaTimings;
}

/** Who played a round, and when it ran. */
interface Played {
  startsAt: number;
  endsAt: number;
  shards: number[];
}

type StoredFinal = FinalReport & { meters: ShardMeters };

export class ArenaCoordinator extends DurableObject<TableEnv> implements ArenaCoordinatorCalls {
  private readonly rng = cryptoRng();
  private readonly presence = new Presence();
  private readonly wokeAt = Date.now();
  private tally: LiveTally | null = null;
  private decided: number | null = null;
  private alarmAt: number | null | undefined;
  /** Syncs received per round number, for the round's log line. */
  private readonly reports = new Map<number, number>();
  /** Rows this object has written since it started, and as of the last round's log line. */
  private rowsWritten = 0;
  private rowsLogged = 0;

  /** A shard's report, answered with what it needs. */
  async sync(arena: string, report: ShardReport): Promise<SyncAnswer> {
    if (!isArenaKey(arena) || !isReport(report, ARENA_MAX_SHARDS)) throw new Error("not an arena shard's report");
    if (this.kv.get<string>("arena") !== arena) this.put("arena", arena); // once: it never changes
    const now = Date.now();
    this.presence.see(presenceKey(report), report.online, now);
    let clock = this.clock();
    let m = momentAt(clock.run, clock.timings, now);
    if (m.phase === "idle" && report.online > 0) {
      // Someone arrived at an idle arena: a new run, one countdown away, with its board dealt now.
      const timings = this.configured();
      clock = { run: startRun(now, timings, nextNumber(clock.run, clock.timings, now, this.finalized() + 1)), timings };
      this.put("clock", clock);
      m = momentAt(clock.run, clock.timings, now);
      if (m.phase !== "idle") await this.boardOf(m.number);
    }
    if (m.phase !== "idle") this.reports.set(m.number, (this.reports.get(m.number) ?? 0) + 1);

    const r = report.round;
    let wordsKnown = true;
    let finalStored = false;
    if (r !== null && this.open(r, m)) {
      this.played(r, report.branch ? report.played ?? [] : [report.shard], m, clock); // a branch names its shards
      if (m.phase === "playing" && m.number === r) {
        if (this.tally?.round !== r) {
          this.tally = new LiveTally(r);
          restoreBranches(this.kept, this.tally); // a tree's branches resend only once a period
        }
        wordsKnown = report.fullWords || this.tally.knows(report.shard);
        this.tally.report(report.shard, { histogram: report.histogram, words: report.words, full: report.fullWords, online: report.online }, Math.min(now, report.asOf ?? now));
        if (report.branch) keepBranch(this.kept, this.tally, report.shard);
      }
      if (report.final) {
        this.put(`final:${r}:${report.shard}`, report.final);
        finalStored = true;
        if (this.allFinal(r)) {
          await this.finalize(r);
          await this.storeOwed(); // stored before anyone is shown the results (and their link)
        }
      }
    } else if (r !== null && report.final) {
      finalStored = true; // its round's results are made: nothing can use it any more
    }

    const round = m.phase === "idle" ? null : {
      number: m.number, startsAt: m.startsAt, endsAt: m.endsAt,
      ...(m.phase !== "countdown" && now >= m.startsAt ? await this.shown(m.number) : { board: null, boardWords: null }),
    };
    const others: SyncAnswer["others"] = r !== null && this.tally?.round === r ? this.tally.othersOf(report.shard, now) : { histogram: [], online: 0, asOf: now };
    const latest = this.kv.get<number>("finalized") ?? 0;
    const results = latest > (report.have ?? 0) ? this.kv.get<RoundResults>(`results:${latest}`) ?? null : null;
    const answer: SyncAnswer = {
      now, run: clock.run, timings: clock.timings, shards: this.shardsFor(m, now), round, others, wordsKnown, finalStored, results,
    };
    await this.schedule();
    return answer;
  }

  /** Where the arena is, for `GET /api/arena/<arena>`. */
  async status(arena: string): Promise<Omit<ArenaStatusResponse, "arena">> {
    const now = Date.now();
    const { run, timings } = this.clock();
    const m = momentAt(run, timings, now);
    const results = this.kv.get<RoundResults>(`results:${this.finalized()}`);
    const players = m.phase === "playing" && this.tally?.round === m.number ? this.tally.totals().players
      : m.phase === "results" && results?.number === m.number ? results.players : 0;
    return {
      phase: m.phase,
      round: m.phase === "idle" ? null : { id: roundIdOf(arena, m.number), number: m.number, startsAt: m.startsAt, endsAt: m.endsAt },
      nextAt: m.phase === "results" ? m.nextAt : null,
      shards: this.shardsFor(m, now), online: this.presence.online(now), players, now,
    };
  }

  override async alarm(): Promise<void> {
    this.alarmAt = undefined;
    const now = Date.now();
    let clock = this.clock();
    const m = momentAt(clock.run, clock.timings, now);
    if (m.phase === "countdown" && this.decided !== m.number) {
      this.decided = m.number;
      const known = !this.presence.empty() || now - this.wokeAt > FRESH_MS;
      if (known && this.presence.online(now) === 0) {
        clock = { ...clock, run: endRun(clock.run, clock.timings, now) };
        this.put("clock", clock);
      }
    }
    if (m.phase === "playing") {
      if (this.kv.get<number>(`shards:${m.number}`) === undefined) this.put(`shards:${m.number}`, this.current());
      await this.boardOf(m.number);
      await this.boardOf(m.number + 1); // dealt ahead, sent to nobody before it starts
    }
    for (const n of this.kv.get<number[]>("pending") ?? []) {
      const played = this.kv.get<Played>(`played:${n}`);
      if (!played || played.endsAt + finalWaitOf(clock.timings) <= now) await this.finalize(n);
    }
    await this.storeOwed();
    await this.schedule();
  }

  private get kv(): SyncKvStorage {
    return this.ctx.storage.kv;
  }

  /** Storage for a tree's kept branch figures (tree.ts), its writes counted. */
  private readonly kept: KeptStore = {
    get: (key) => this.kv.get(key),
    put: (key, value) => this.put(key, value),
    list: (options) => this.kv.list(options),
  };

  /** Storage writes, counted for the round's log line (each a row written). */
  private put(key: string, value: unknown): void {
    this.kv.put(key, value);
    this.rowsWritten++;
  }

  private del(key: string): void {
    if (this.kv.delete(key)) this.rowsWritten++;
  }

  /** The arena (its language) this coordinator runs, as its first sync named it. */
  private arenaKey(): ArenaKey {
    const key = this.kv.get<string>("arena") ?? "en";
    return isArenaKey(key) ? key : "en";
  }

  private clock(): Clock {
    return this.kv.get<Clock>("clock") ?? { run: null, timings: this.configured() };
  }

  /** The timings a new run takes: production's, or the operator's (tests run short rounds). */
  private configured(): ArenaTimings {
    return timingsFrom({ roundMs: this.env.ARENA_ROUND_MS, breakMs: this.env.ARENA_BREAK_MS, countdownMs: this.env.ARENA_COUNTDOWN_MS });
  }

  private finalized(): number {
    return this.kv.get<number>("finalized") ?? 0;
  }

  /** Whether a report about round `r` can still count: the round being played, or an earlier one not yet finalized. */
  private open(r: number, m: ArenaMoment): boolean {
    if (r <= this.finalized()) return false;
    if (m.phase === "idle") return r <= (this.clock().run?.last ?? 0);
    return r < m.number || (r === m.number && m.phase !== "countdown");
  }

  /** Note that `shards` play round `r` (one write when any is new). */
  private played(r: number, shards: readonly number[], m: ArenaMoment, clock: Clock): void {
    let played = this.kv.get<Played>(`played:${r}`);
    if (!played) {
      const startsAt = m.phase !== "idle" && m.number === r ? m.startsAt : clock.run ? startOf(clock.run, clock.timings, r) : 0;
      played = { startsAt, endsAt: startsAt + clock.timings.roundMs, shards: [] };
      this.put("pending", [...(this.kv.get<number[]>("pending") ?? []), r]);
    }
    const fresh = shards.filter((k) => !played.shards.includes(k));
    if (fresh.length === 0 && this.kv.get(`played:${r}`)) return;
    this.put(`played:${r}`, { ...played, shards: [...played.shards, ...fresh] });
  }

  private allFinal(r: number): boolean {
    const played = this.kv.get<Played>(`played:${r}`);
    return !!played && played.shards.every((k) => this.kv.get(`final:${r}:${k}`) !== undefined);
  }

  /** Make round `r`'s results from the final reports in, store them, and owe D1 the round. */
  private async finalize(r: number): Promise<void> {
    if (r <= this.finalized()) return;
    const played = this.kv.get<Played>(`played:${r}`) ?? { startsAt: 0, endsAt: 0, shards: [] };
    const finals = played.shards.map((k) => this.kv.get<StoredFinal>(`final:${r}:${k}`)).filter((f): f is StoredFinal => !!f);
    const board = await this.boardOf(r);
    const arena = this.arenaKey();
    const results = mergeFinals({
      roundId: roundIdOf(arena, r), arena, number: r, startedAt: played.startsAt, endedAt: played.endsAt, board: board.cells, boardWords: board.boardWords,
    }, finals, finals.length === played.shards.length);
    this.put(`results:${r}`, results);
    for (const h of clonesOf(finals).held) logEvent({ event: "arena_clone_held", arena, round: r, ...h });
    const before = this.finalized();
    if (!(this.kv.get<number[]>("owed") ?? []).includes(before)) this.del(`results:${before}`);
    this.put("finalized", r);
    this.put("owed", [...(this.kv.get<number[]>("owed") ?? []), r]);
    this.put("pending", (this.kv.get<number[]>("pending") ?? []).filter((n) => n > r));
    for (const k of played.shards) this.del(`final:${r}:${k}`);
    this.del(`played:${r}`);
    this.del(`shards:${r}`);
    // Boards of this round and before are in results now, or were never played.
    const dealt = this.kv.get<number[]>("dealt") ?? [];
    for (const n of dealt.filter((n) => n <= r)) this.del(`board:${n}`);
    this.put("dealt", dealt.filter((n) => n > r));
    const sum = (f: (m: ShardMeters) => number) => finals.reduce((n, x) => n + f(x.meters), 0);
    logEvent({
      event: "arena_round_ended", arena, round: r, players: results.players, shards: played.shards.length, complete: results.complete,
      flagged: finals.reduce((n, f) => n + f.flagged, 0), reports: this.reports.get(r) ?? 0,
      rowsWritten: sum((m) => m.rowsWritten), rowsRead: sum((m) => m.rowsRead), frames: sum((m) => m.frames),
      alarms: sum((m) => m.alarms), syncs: sum((m) => m.syncs), coordinatorRowsWritten: this.rowsWritten - this.rowsLogged,
    });
    this.rowsLogged = this.rowsWritten;
    this.reports.delete(r);
    if (this.tally?.round === r) this.tally = null;
  }

  /** Write the rounds D1 is owed (each write can be repeated without harm). */
  private async storeOwed(): Promise<void> {
    const owed = this.kv.get<number[]>("owed") ?? [];
    for (const n of owed) {
      const results = this.kv.get<RoundResults>(`results:${n}`);
      try {
        if (results && results.players > 0) {
          const written = await storeRound(this.env.DB, results);
          logEvent({ event: "arena_round_stored", arena: results.arena, round: n, ...written });
        }
      } catch (err) {
        console.error(JSON.stringify({ event: "arena_round_store_failed", round: n, error: String(err) }));
        return;
      }
      this.put("owed", (this.kv.get<number[]>("owed") ?? []).filter((x) => x !== n));
      if (n !== this.finalized()) this.del(`results:${n}`);
    }
  }

  /** Round `n`'s board, dealt (through the board floor) the first time it is asked for. */
  private async boardOf(n: number): Promise<DealtBoard> {
    const dealt = this.kv.get<DealtBoard>(`board:${n}`);
    if (dealt) return dealt;
    const arena = this.arenaKey();
    const desk = await wordDesk(this.env.DICT, arena);
    const again = this.kv.get<DealtBoard>(`board:${n}`); // dealt by another event during the load
    if (again) return again;
    const board = dealBoard(this.rng, (b) => desk.solveLevelled(b.cells, ARENA_MIN_LENGTH), arena);
    this.put(`board:${n}`, board);
    this.put("dealt", [...(this.kv.get<number[]>("dealt") ?? []), n]);
    return board;
  }

  /** The board of a round that has started: dealt, or kept in its results once they are made. */
  private async shown(n: number): Promise<{ board: string[]; boardWords: number }> {
    const results = n <= this.finalized() ? this.kv.get<RoundResults>(`results:${n}`) : undefined;
    if (results) return { board: results.board, boardWords: results.boardWords };
    const board = await this.boardOf(n);
    return { board: board.cells, boardWords: board.boardWords };
  }

  /** Shard count now (before a round's start it follows who is online). */
  private current(): number {
    return this.kv.get<number>("shards") ?? 1;
  }

  /** The shard count of the round being played, or the next one's as the crowd stands now. */
  private shardsFor(m: ArenaMoment, now: number): number {
    if (m.phase === "playing") {
      // Fixed by the first event of the round to ask (an alarm or a sync): every shard plays by the same count.
      const fixed = this.kv.get<number>(`shards:${m.number}`);
      if (fixed !== undefined) return fixed;
      this.put(`shards:${m.number}`, this.current());
      return this.current();
    }
    const perShard = Number(this.env.ARENA_PLAYERS_PER_SHARD) || PLAYERS_PER_SHARD;
    const next = shardCountFor(this.presence.online(now), this.current(), perShard, ARENA_MAX_SHARDS, Number(this.env.ARENA_SHARDS_MIN) || 1);
    if (next !== this.current()) this.put("shards", next);
    return next;
  }

  /** Point the single alarm at the earliest thing the arena waits for. */
  private async schedule(): Promise<void> {
    const now = Date.now();
    const { run, timings } = this.clock();
    const times = [nextBoundary(run, timings, now)];
    for (const n of this.kv.get<number[]>("pending") ?? []) {
      const played = this.kv.get<Played>(`played:${n}`);
      times.push(played ? played.endsAt + finalWaitOf(timings) : now);
    }
    if ((this.kv.get<number[]>("owed") ?? []).length) times.push(now + RETRY_MS);
    const due = times.filter((t): t is number => t !== null);
    const at = due.length ? Math.min(...due) : null;
    if (at === this.alarmAt) return;
    this.alarmAt = at;
    if (at === null) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(at);
  }
}
