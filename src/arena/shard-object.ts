/**
 * An arena shard (`idFromName("arena:<key>:<n>")`): a few hundred players' sockets, their
 * words checked here with the rules of src/game and the isolate's dictionary, their
 * round kept in storage (shard-store.ts). A thin shell, like a table: frames are checked
 * against the protocol, entries go through the pure rules (play.ts), and each player is
 * sent their own view (shard-view.ts).
 *
 * The coordinator hears from a shard about once a second (`sync`, sync.ts): its players'
 * histogram and the word counts that changed, never a message per word or per player;
 * after the round, its final report. The answer brings the clock and the board once its
 * round has started, everyone else's histogram (each player's live place is their exact
 * place on this shard plus the others' as last merged), and the results.
 *
 * Hibernation: sockets are hibernatable, and who a socket plays for is in its
 * attachment; everything else is in storage, so an evicted shard wakes with every word.
 * Time: one alarm, set to the earliest of the next sync (each second while anyone is
 * here or the round's end is still owed), the round's start (to fetch the board at once)
 * and end, and the doors' deadlines.
 */
import { DurableObject } from "cloudflare:workers";
import { wordDesk } from "../words/desk.ts";
import { foldEntry } from "../lang/languages.ts";
import type { TableEnv } from "../env.ts";
import { hashSecret } from "../identity/secrets.ts";
import { ARENA_CLOSE, PROTOCOL_VERSION, isArenaKey, parseArenaMessage, type ArenaKey } from "../protocol.ts";
import { IdentityCache, attachmentOf, closeWith, errorMessage, joinedOf, moveAway, send, sendHome, shardDoorsOf } from "./shard-sockets.ts";
import { clientAddress } from "../doors/address.ts";
import { addressScopes } from "../limits/rate.ts";
import { checkEntry, judgeRound } from "./play.ts";
import { pacedFlags } from "./paced.ts";
import { finalReportOf, liveHistogram, wordCountsOf, type RoundResults } from "./results.ts";
import { SYNC_MS, mayLeave, plays, shardWakes, shardsNow, wantsSync, type ShardNow } from "./shard-wake.ts";
import { shardOf } from "./shards.ts";
import { homeElsewhere } from "./shard-home.ts";
import { MAX_SHARD_SOCKETS, SHARD_DOORS, SHARD_FRAMES, type ShardAttachment } from "./shard-limits.ts";
import { FrameBudgets } from "../doors/budget.ts";
import { nextDeadline, overdue, toMakeRoom, type Door } from "../doors/doors.ts";
import { DEVICE_HEADER } from "../limits/client-limiter.ts";
import { ShardStore, type RoundPlayer } from "./shard-store.ts";
import { liveFrame, momentOf, resultsFrame, stateFrame } from "./shard-view.ts";
import { logEvent } from "../log.ts";
import { writeRoundRecords } from "./round-records.ts";
import type { ShardReport, SyncAnswer } from "./sync.ts";
import { applyCounts, changedCounts } from "./word-shares.ts";
import { WordDesk } from "./word-desk.ts";
import { berserkChosen, berserkShown, pastBerserkHalf } from "./shard-berserk.ts";
import { syncThrough } from "./shard-sync.ts";

/** Live places are sent this often during a round. */
export const LIVE_MS = 2_000;
/** A join reads the clock afresh when it is older than this. */
const CLOCK_FRESH_MS = 2_000;

export class ArenaShard extends DurableObject<TableEnv> {
  private readonly store: ShardStore;
  /** Words and seats wait here for one write a window (group commit), then are answered. */
  private readonly desk: WordDesk;
  private readonly arena: ArenaKey;
  private readonly index: number;
  private readonly budgets = new FrameBudgets<string>(SHARD_FRAMES);
  private readonly seen = new Map<WebSocket, number>();
  private readonly identities = new IdentityCache();
  private others: SyncAnswer["others"] = { histogram: [], online: 0, asOf: 0 };
  /** Word counts as the coordinator holds them for this round (null: it may hold none). */
  private acked: Record<string, number> | null = null;
  private syncing: Promise<void> | null = null;
  /** Sockets proving who they are while the shard reads the clock: online, not yet joined. */
  private arriving = 0;
  private syncedAt = 0;
  private liveAt = 0;
  private shownView = "";
  private alarmAt: number | null | undefined;
  /** The next moment of the clock the shard must hear about at once (a countdown, a start, an end). */
  private boundary: number | null = null;

  constructor(ctx: DurableObjectState, env: TableEnv) {
    super(ctx, env);
    const m = /^arena:([a-z]{2}):(\d+)$/.exec(ctx.id.name ?? "");
    this.arena = m && isArenaKey(m[1]!) ? m[1] : "en";
    this.index = m ? Number(m[2]) : 0;
    this.store = new ShardStore(ctx.storage);
    this.desk = new WordDesk(this.store, send, Number(env.ARENA_COMMIT_MS) || undefined);
  }

  /** WebSocket upgrades, forwarded by the Worker's `/api/arena/<arena>/ws?shard=<n>` route. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") return new Response("Expected a WebSocket upgrade", { status: 426 });
    const now = Date.now();
    const pair = new WebSocketPair();
    const client = clientAddress(request);
    const sockets = this.ctx.getWebSockets();
    if (sockets.length >= MAX_SHARD_SOCKETS) {
      pair[1].accept();
      closeWith(pair[1], ARENA_CLOSE.full, "arena_full", "This shard is full; try again shortly");
      return new Response(null, { status: 101, webSocket: pair[0] });
    }
    const tags = addressScopes(client).map((s) => `a:${s.key}`.slice(0, 256));
    const neighbours = [...new Set(tags.flatMap((t) => this.ctx.getWebSockets(t)))];
    const device = request.headers.get(DEVICE_HEADER); // set by the Worker only for a proven device
    const crowded = toMakeRoom(this.doorsOf(neighbours), client, SHARD_DOORS, device);
    for (const ws of crowded) closeWith(ws, ARENA_CLOSE.idle, "too_many_connections", "Too many arena connections from your address; the oldest was closed");
    this.ctx.acceptWebSocket(pair[1], tags);
    pair[1].serializeAttachment({ client, openedAt: now, playerId: null, name: null, device } satisfies ShardAttachment);
    await this.schedule();
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  override async webSocketMessage(ws: WebSocket, frame: string | ArrayBuffer): Promise<void> {
    const a = attachmentOf(ws);
    const admission = this.budgets.admit(ws, a.playerId, a.client, Date.now(), !!a.device);
    if (admission === "close") return closeWith(ws, 1008, "rate_limited", "Too many messages; connection closed");
    if (admission === "slow") return send(ws, errorMessage("rate_limited", "Too many messages: slow down"));
    this.seen.set(ws, Date.now());
    this.store.meters.frames++;
    const parsed = parseArenaMessage(frame);
    if (!parsed.ok) return send(ws, errorMessage(parsed.code, parsed.message));
    const msg = parsed.message;
    if (msg.type === "ping") return send(ws, { type: "pong", id: msg.id, now: Date.now() });
    if (msg.type === "join") return this.join(ws, a, msg.playerId, msg.secret);
    if (a.playerId === null) return send(ws, errorMessage("not_joined", "Join the arena first"));
    if (msg.type === "berserk") return send(ws, berserkChosen(this.store, this.arena, this.env, a.playerId, Date.now()));
    return this.word(ws, a, msg);
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    this.seen.delete(ws);
    try { ws.close(code === 1005 || code === 1006 ? 1000 : code, "closing"); } catch { /* already closed */ }
  }

  override async webSocketError(ws: WebSocket): Promise<void> { this.seen.delete(ws); }

  override async alarm(): Promise<void> {
    this.alarmAt = undefined;
    this.store.meters.alarms++;
    const now = Date.now();
    for (const ws of overdue(this.doorsOf(this.ctx.getWebSockets()), now, SHARD_DOORS)) {
      const joined = attachmentOf(ws).playerId !== null;
      closeWith(ws, ARENA_CLOSE.idle, joined ? "idle" : "join_timeout", joined ? "Nothing heard from this connection for a minute" : "Join within 10 seconds of connecting");
    }
    await this.endRoundIfDue(now);
    const atBoundary = this.boundary !== null && now >= this.boundary && this.syncedAt < this.boundary;
    const m = momentOf(this.store.clock, now);
    const boardDue = m.phase === "playing" && this.store.round?.number === m.number && !this.store.round.board;
    if (atBoundary || boardDue || wantsSync(this.now(now))) await this.sync();
    await this.schedule();
  }

  /** A player proves who they are and takes their place on this shard. */
  private async join(ws: WebSocket, a: ShardAttachment, playerId: string, secret: string): Promise<void> {
    if (a.playerId !== null) return send(ws, errorMessage("already_joined", "This connection has joined already"));
    const who = await this.identities.lookup(this.env.DB, playerId);
    if (!who) return send(ws, errorMessage("unavailable", "The arena cannot check players right now; try again shortly"));
    if ("missing" in who || who.secretHash !== (await hashSecret(secret))) return closeWith(ws, ARENA_CLOSE.badPlayer, "bad_player", "Unknown player or wrong secret");
    if (!this.store.clock || Date.now() - this.syncedAt > CLOCK_FRESH_MS) {
      // Someone who plays on another shard is sent there on the coordinator's word (a read):
      // this shard neither syncs nor plays for them.
      const elsewhere = await homeElsewhere(() => this.env.ARENA.get(this.env.ARENA.idFromName(`arena:${this.arena}`)).status(this.arena), playerId, this.index);
      if (elsewhere) {
        moveAway(ws, elsewhere.home, elsewhere.shards);
        return this.schedule();
      }
      // Counted online by the sync below (an idle arena starts a run for them), sent nothing yet.
      this.arriving++;
      try { await this.sync(); } finally { this.arriving--; }
    }
    const shards = shardsNow(this.now(Date.now()));
    const home = shardOf(playerId, shards);
    if (home !== this.index) {
      moveAway(ws, home, shards);
      return this.schedule(); // its door's deadline goes with it: nothing left to wake for
    }
    for (const other of this.ctx.getWebSockets()) {
      if (other !== ws && attachmentOf(other).playerId === playerId) {
        other.serializeAttachment({ ...attachmentOf(other), playerId: null } satisfies ShardAttachment);
        closeWith(other, ARENA_CLOSE.replaced, "replaced", "You joined the arena from another connection");
      }
    }
    ws.serializeAttachment({ ...a, playerId, name: who.name } satisfies ShardAttachment);
    const now = Date.now();
    this.enterRound(playerId, who.name, now, a.client);
    send(ws, { type: "welcome", playerId, name: who.name, shard: this.index, protocol: PROTOCOL_VERSION });
    const player = this.store.players.get(playerId);
    send(ws, stateFrame(this.arena, this.store.clock, this.store.round, this.store.results, player, this.index, now));
    for (const frame of berserkShown(this.store, playerId, now)) send(ws, frame);
    const m = momentOf(this.store.clock, now);
    if (m.phase === "results" && this.store.results?.number === m.number) send(ws, resultsFrame(this.store.results, this.store.round?.number === m.number ? player : undefined));
    await this.schedule();
  }

  /** A word entered: checked here, kept, answered. */
  private async word(ws: WebSocket, a: ShardAttachment, entry: { word?: string; path?: number[] }): Promise<void> {
    const playerId = a.playerId!;
    const said = entry.word === undefined ? "" : foldEntry(this.arena, entry.word);
    let words;
    try {
      words = await wordDesk(this.env.DICT, this.arena);
    } catch {
      return send(ws, errorMessage("unavailable", "The dictionary is not available; try again shortly"));
    }
    const now = Date.now();
    const m = momentOf(this.store.clock, now);
    const round = this.store.round;
    if (m.phase === "countdown" || (m.phase === "playing" && (!round || round.number !== m.number || !round.board))) {
      return this.desk.refuse(ws, { type: "verdict", word: said, ok: false, reason: "not_started" });
    }
    // A berserk player's words count until half the round (berserk.ts); after that, as after its end.
    if (m.phase !== "playing" || !round?.board || now >= round.endsAt || pastBerserkHalf(this.store, playerId, round, now)) return this.desk.refuse(ws, { type: "verdict", word: said, ok: false, reason: "not_playing" });
    const player = this.enterRound(playerId, a.name ?? "", now, a.client);
    if (!player) return this.refuseDuplicate(ws, playerId, round.number);
    const verdict = checkEntry(round.board, words, this.desk.taken(player), entry, this.arena);
    if (!verdict.ok) return this.desk.refuse(ws, { type: "verdict", word: verdict.word, ok: false, reason: verdict.reason });
    this.desk.accept(ws, player, { word: verdict.word, points: verdict.points, path: verdict.path, at: now },
      { type: "verdict", word: verdict.word, ok: true, points: verdict.points, path: verdict.path });
  }

  /** The player's place in the round being played (made on their first join or word in it). */
  private enterRound(playerId: string, name: string, now: number, client: string): RoundPlayer | undefined {
    const round = this.store.round;
    const m = momentOf(this.store.clock, now);
    if (!round?.board || m.phase !== "playing" || m.number !== round.number) return this.store.players.get(playerId);
    if (round.shards !== undefined && shardOf(playerId, round.shards) !== this.index) return undefined;
    let p = this.store.players.get(playerId);
    // The address as its budgets key it (an IPv6 /64): lists from one count once (clones.ts).
    if (!p) this.desk.seat((p = { playerId, name, joinedAt: now, words: [], address: addressScopes(client)[0]!.key }));
    return p;
  }

  /** At the round's end: judge every list (the solver flag alone; the paced-solver rule with each player's recent rounds, paced.ts), and show everyone the results phase. */
  private async endRoundIfDue(now: number): Promise<void> {
    const round = this.store.round;
    if (!round || round.judged || now < round.endsAt || !round.board) return;
    const words = await wordDesk(this.env.DICT, this.arena);
    this.desk.flush(); // words accepted before the end are counted and answered before judging
    this.store.flag(new Set([...judgeRound([...this.store.players.values()], { startsAt: round.startsAt, endsAt: round.endsAt, boardWords: round.boardWords ?? 0 }, words.flag), ...await pacedFlags(this.env.DB, words, round.board, this.store.players.values(), now)]));
    this.store.saveRound({ ...this.store.round!, judged: true });
    this.showState(now);
  }

  /** One sync with the coordinator (never two at once). */
  private sync(): Promise<void> {
    this.syncing ??= this.syncOnce().finally(() => { this.syncing = null; });
    return this.syncing;
  }

  private async syncOnce(): Promise<void> {
    this.store.meters.syncs++;
    const report = this.report();
    let answer: SyncAnswer;
    try {
      // To the coordinator, or through a branch of its tree past one branch's shards (shard-sync.ts).
      answer = await syncThrough(this.env, this.arena, this.store.clock?.shards ?? 1, report);
    } catch (err) {
      console.error(JSON.stringify({ event: "arena_sync_failed", arena: this.arena, shard: this.index, error: String(err) }));
      return;
    }
    this.syncedAt = Date.now();
    await this.apply(report, answer);
  }

  /** What the coordinator is told now. */
  private report(): ShardReport {
    const round = this.store.round;
    const players = [...this.store.players.values()];
    const counts = wordCountsOf(players);
    const full = this.acked === null;
    const final = round?.judged && !round.finalStored ? { ...finalReportOf(players), meters: { ...this.store.meters } } : null;
    return {
      shard: this.index, online: joinedOf(this.ctx.getWebSockets()).length + this.arriving, round: plays(this.now(Date.now())) ? round?.number ?? null : null, histogram: liveHistogram(players),
      words: full ? counts : changedCounts(this.acked!, counts), fullWords: full, final, have: this.store.results?.number ?? null,
    };
  }

  /** Take the coordinator's answer: the clock, a new round or its board, results, moves, and what players are shown. */
  private async apply(report: ShardReport, answer: SyncAnswer): Promise<void> {
    const now = Date.now();
    const clock = { run: answer.run, timings: answer.timings, shards: answer.shards, at: answer.now };
    const was = this.store.clock;
    if (!was || JSON.stringify([was.run, was.timings, was.shards]) !== JSON.stringify([clock.run, clock.timings, clock.shards])) this.store.saveClock(clock);
    else this.store.clock = clock;
    if (report.round === this.store.round?.number) {
      this.acked = answer.wordsKnown ? applyCounts(report.fullWords ? {} : this.acked ?? {}, report.words) : null;
      this.others = answer.others;
      if (answer.finalStored && this.store.round && !this.store.round.finalStored) this.store.saveRound({ ...this.store.round, finalStored: true });
    }
    const next = answer.round;
    const round = this.store.round;
    if (next && (!round || next.number > round.number) && mayLeave(this.now(now), next.board !== null)) {
      this.desk.flush();
      this.store.begin({
        number: next.number, startsAt: next.startsAt, endsAt: next.endsAt, board: next.board, boardWords: next.boardWords, judged: false, finalStored: false, historyWritten: false,
        ...(next.board ? { shards: answer.shards } : {}),
      });
      this.acked = null;
      this.others = { histogram: [], online: 0, asOf: answer.now };
      if (next.board) this.seatEveryone(now);
    } else if (next && round && next.number === round.number && !round.board && next.board) {
      this.store.saveRound({ ...round, board: next.board, boardWords: next.boardWords, shards: answer.shards });
      this.seatEveryone(now);
    }
    if (answer.results && answer.results.number > (this.store.results?.number ?? 0)) this.deliver(answer.results);
    await this.writeHistory(now);
    this.moveStrangers(now);
    this.showState(now);
    if (momentOf(this.store.clock, now).phase === "playing" && now - this.liveAt >= LIVE_MS - SYNC_MS / 2) this.showLive(now);
  }

  /** Once the board is here, everyone connected is in the round from now (their time to find words starts). */
  private seatEveryone(now: number): void {
    for (const ws of this.ctx.getWebSockets()) {
      const a = attachmentOf(ws);
      if (a.playerId !== null && ws.readyState === WebSocket.OPEN && !this.enterRound(a.playerId, a.name ?? "", now, a.client)) {
        this.refuseDuplicate(ws, a.playerId, this.store.round!.number);
      }
    }
  }

  /** New results: kept, and sent to everyone here, each with their own part. */
  private deliver(results: RoundResults): void {
    this.store.saveResults(results);
    const mine = this.store.round?.number === results.number;
    for (const [ws, id] of joinedOf(this.ctx.getWebSockets())) send(ws, resultsFrame(results, mine ? this.store.players.get(id) : undefined));
  }

  /** The round's players' history and event points, to D1 once the results are in (retried each sync until written). */
  private async writeHistory(now: number): Promise<void> {
    const round = this.store.round;
    const results = this.store.results;
    if (!round || round.historyWritten || results?.number !== round.number) return;
    if (!(await writeRoundRecords(this.env, this.arena, this.index, round, this.store.clock?.timings, this.store.players.values(), results, now))) return;
    this.store.saveRound({ ...this.store.round!, historyWritten: true });
  }

  /** Outside a round, players whose shard is another now (the count changed) are sent there. */
  private moveStrangers(now: number): void {
    const clock = this.store.clock;
    if (!clock || momentOf(clock, now).phase === "playing") return;
    // A player of the round held keeps their socket here until its results have reached them.
    const done = (this.store.results?.number ?? 0) >= (this.store.round?.number ?? 0);
    for (const [ws, id] of joinedOf(this.ctx.getWebSockets())) {
      const home = shardOf(id, clock.shards);
      if (home === this.index || (!done && this.store.players.get(id)?.words.length)) continue;
      sendHome(ws, home, clock.shards);
    }
  }

  /** A fresh `arena` frame to every player whenever the phase, the round or its board changes. */
  private showState(now: number): void {
    const view = stateFrame(this.arena, this.store.clock, this.store.round, this.store.results, undefined, this.index, now);
    if (view.type !== "arena") return;
    const key = JSON.stringify([view.phase, view.round?.number, view.board !== null, view.nextAt, view.shards]);
    if (key === this.shownView) return;
    this.shownView = key;
    for (const [ws, id] of joinedOf(this.ctx.getWebSockets())) send(ws, stateFrame(this.arena, this.store.clock, this.store.round, this.store.results, this.store.players.get(id), this.index, now));
  }

  /** Everyone's live place. */
  private showLive(now: number): void {
    const round = this.store.round;
    if (!round?.board) return;
    this.liveAt = now;
    const mine = liveHistogram(this.store.players.values());
    const joined = joinedOf(this.ctx.getWebSockets());
    for (const [ws, id] of joined) send(ws, liveFrame(round.number, mine, this.others, this.store.players.get(id), joined.length, now));
  }

  /** Point the single alarm at the earliest thing the shard waits for. */
  private async schedule(): Promise<void> {
    const wakes = shardWakes(this.now(Date.now()));
    this.boundary = wakes.boundary;
    const due = [nextDeadline(this.doorsOf(this.ctx.getWebSockets()), SHARD_DOORS), ...wakes.times].filter((t): t is number => t !== null);
    const at = due.length ? Math.min(...due) : null;
    if (at === this.alarmAt) return;
    this.alarmAt = at;
    if (at === null) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(at);
  }

  /** What the rules of shard-wake.ts look at, now. */
  private now(now: number): ShardNow {
    const { round, clock, results } = this.store;
    return { round, clock, results, players: this.store.players.size, joined: joinedOf(this.ctx.getWebSockets()).length, syncedAt: this.syncedAt, now };
  }

  /**
   * A player whose home, by the round's fixed shard count, is another shard: never a
   * second place in the round (one identity, one result), sent home and logged.
   */
  private refuseDuplicate(ws: WebSocket, playerId: string, round: number): void {
    const shards = this.store.round?.shards ?? this.store.clock?.shards ?? 1;
    const home = shardOf(playerId, shards);
    logEvent({ event: "arena_duplicate_refused", arena: this.arena, round, shard: this.index, home, playerId });
    sendHome(ws, home, shards);
  }

  private doorsOf(sockets: readonly WebSocket[]): Door<WebSocket>[] {
    return shardDoorsOf(sockets, this.seen, Date.now());
  }
}
