/**
 * The ranked lobby: one Durable Object that queues players and seats them at ranked
 * tables. A thin shell like the table: frames are checked against the protocol, the
 * matching rule (matching.ts) decides who plays whom, the store (store.ts) holds
 * identities and matches, and the table is made through the `TABLE` binding.
 *
 * Hibernation: sockets are accepted with `ctx.acceptWebSocket`, and a queued player's
 * entry (id, name, language, rating in it, when they queued) lives in their socket's attachment, which
 * survives hibernation and eviction. The queue is therefore exactly the set of open
 * sockets with an entry: nothing else to rebuild after a wake, and no entry can outlive
 * its socket. Time: while anyone waits, the object's alarm runs a matching step every
 * second (windows widen and the 10-second rule comes due with time alone) and tells
 * everyone the new queue size; there is no `setInterval`. The same alarm closes sockets
 * that have not queued in time (doors.ts), so it is set to whichever comes first.
 *
 * Doors: a socket is tagged with its address's budget keys, so the per-address caps look
 * only at that address's sockets (idle ones pushed out first, queued ones never; a cap
 * on how many one address has queued); `queue` frames spend a per-address budget, and
 * the identity check behind them is cached (lobby-guards.ts).
 *
 * Languages: a player queues for one language (`queue.language`, English if unsaid), is
 * matched only with players of that language (matching.ts pools), and plays at a table
 * in it, rated by their skill in it (store.ts keeps a rating per player and language).
 */
import { noteWaits, usualWaitNow } from "./queue-waits.ts";
import { DurableObject } from "cloudflare:workers";
import { publicOrigin } from "../http/origin.ts";
import { LANGUAGES, parseLobbyMessage, type Language, type MatchedPlayer } from "../protocol.ts";
import { randomId } from "../random-id.ts";
import { CREATE_TABLE_RULE, spendForClient } from "../limits/client-limiter.ts";
import { AddressBudgets, FrameBudgets, KeyedBudgets } from "../doors/budget.ts";
import { maySettle, nextDeadline, overdue, toMakeRoom } from "../doors/doors.ts";
import type { TableEnv } from "../env.ts";
import { clientAddress } from "../doors/address.ts";
import { cooldownMessage, frontOfQueue, queueCooldown } from "../ranked/cooldown.ts";
import { DEVICE_HEADER } from "../limits/client-limiter.ts";
import { hashSecret } from "../identity/secrets.ts";
import {
  IDENTITY_QUEUE_BUDGET, IdentityCache, LOBBY_DOORS, LOBBY_FRAMES, MAX_QUEUED_PER_ADDRESS, QUEUE_BUDGET, QUEUE_WITHIN_MS,
} from "./lobby-guards.ts";
import { matchStep, matchesOnJoin, type Waiter } from "./matching.ts";
import { displayRating, ratingView } from "../ranked/ratings.ts";
import { cancelRankedMatch, createRankedMatch, queueCheck, skillIn, type PendingMatch, type RankedSeat } from "../ranked/store.ts";
import { distinctNames } from "../game/seat-names.ts";
import {
  LOBBY_CLOSE, attachmentOf, closeWith, doorsOf, errorMessage, send, tableUrl, tagsOf, type Attachment, type QueueEntry,
} from "./lobby-sockets.ts";

/** The name of the one lobby instance. */
export const LOBBY_NAME = "lobby";

/** Matching steps run this often while anyone waits. */
export const LOBBY_TICK_MS = 1_000;

/** An entry caught mid-match by an eviction is queued again after this long. */
const MATCHING_STALE_MS = 30_000;

/** More connections than this are refused. */
const MAX_SOCKETS = 30_000;

/** An identity check and when it began (a match made after that is not in it). */
type Checked = Awaited<ReturnType<typeof queueCheck>> & { checkedAt: number };

/** A match this lobby made, kept for `RECENT_MS` for checks that began before it was stored. */
interface RecentMatch extends PendingMatch { at: number }
const RECENT_MS = 60_000;

/** The queue sizes last announced, per language. */
const WAITING_KEY = "announcedWaitingByLanguage";

export class LobbyObject extends DurableObject<TableEnv> {
  private readonly budgets = new FrameBudgets<never>(LOBBY_FRAMES);
  private readonly queueBudgets = new AddressBudgets(QUEUE_BUDGET);
  private readonly identityBudgets = new KeyedBudgets<string>(IDENTITY_QUEUE_BUDGET);
  private readonly identities = new IdentityCache<Checked>();
  private readonly recent = new Map<string, RecentMatch>();

  /** WebSocket upgrades, forwarded by the Worker's `/api/lobby/ws` route. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected a WebSocket upgrade", { status: 426 });
    }
    if (this.ctx.getWebSockets().length >= MAX_SOCKETS) return new Response("The lobby is full", { status: 503 });
    const now = Date.now();
    const client = clientAddress(request);
    const device = request.headers.get(DEVICE_HEADER); // set by the Worker only for a proven device
    for (const ws of toMakeRoom(doorsOf(this.neighboursOf(client)), client, LOBBY_DOORS, device)) {
      closeWith(ws, LOBBY_CLOSE.idle, "too_many_connections", "Too many lobby connections from your address; the oldest was closed");
    }
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1], tagsOf(client));
    pair[1].serializeAttachment({
      origin: publicOrigin(request, this.env), playerId: null, entry: null, client, openedAt: now, idleSince: now, device,
    } satisfies Attachment);
    await this.wakeBy(now + QUEUE_WITHIN_MS);
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  override async webSocketMessage(ws: WebSocket, frame: string | ArrayBuffer): Promise<void> {
    const admission = this.budgets.admit(ws, null, "", Date.now());
    if (admission === "close") return closeWith(ws, 1008, "rate_limited", "Too many messages; connection closed");
    if (admission === "slow") return send(ws, errorMessage("rate_limited", "Too many messages: slow down"));
    const parsed = parseLobbyMessage(frame);
    if (!parsed.ok) return send(ws, errorMessage(parsed.code, parsed.message));
    const msg = parsed.message;
    switch (msg.type) {
      case "ping": return send(ws, { type: "pong", id: msg.id, now: Date.now() });
      case "cancel": {
        const att = attachmentOf(ws);
        if (!att.entry || att.entry.matchingSince !== null) return send(ws, errorMessage("not_queued", "You are not in the queue"));
        ws.serializeAttachment({ ...att, entry: null, idleSince: Date.now() } satisfies Attachment);
        await this.wakeBy(Date.now() + QUEUE_WITHIN_MS);
        return send(ws, { type: "cancelled" });
      }
      case "queue": {
        const now = Date.now();
        if (!this.identityBudgets.take(msg.playerId, now)) {
          return send(ws, errorMessage("rate_limited", "Too many queue requests for this player: slow down"));
        }
        // Only a check the cache cannot answer reads the database: those are the address's to share.
        if (!this.identities.get(msg.playerId, now) && !this.queueBudgets.take(attachmentOf(ws).client, now)) {
          return send(ws, errorMessage("rate_limited", "Too many queue requests from your address: slow down"));
        }
        return this.queue(ws, msg.playerId, msg.secret, msg.language ?? "en");
      }
    }
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    try { ws.close(code === 1005 || code === 1006 ? 1000 : code, "closing"); } catch { /* already closed */ }
  }

  override async webSocketError(): Promise<void> { /* the socket is gone, and its entry with it */ }

  override async alarm(): Promise<void> {
    const now = Date.now();
    for (const ws of overdue(doorsOf(this.ctx.getWebSockets()), now, LOBBY_DOORS)) {
      closeWith(ws, LOBBY_CLOSE.idle, "queue_timeout", `No queue request within ${QUEUE_WITHIN_MS / 1000} s; connection closed`);
    }
    for (const [id, m] of this.recent) if (now - m.at > RECENT_MS) this.recent.delete(id);
    for (const ws of this.ctx.getWebSockets()) {
      const att = attachmentOf(ws);
      if (att.entry?.matchingSince != null && now - att.entry.matchingSince > MATCHING_STALE_MS) {
        ws.serializeAttachment({ ...att, entry: { ...att.entry, matchingSince: null } } satisfies Attachment);
      }
    }
    await this.runMatching(now);
    this.announce();
    await this.scheduleNext();
  }

  /**
   * Queue `playerId` on `ws`. The identity check awaits (D1, hashing), and a matching step
   * may seat the same player from another socket meanwhile, so after the awaits two things
   * are looked at again: a match this lobby made since the check began (the check could
   * not see it), and another socket of the player whose table is being made (this socket
   * takes its place, and `seat` sends `matched` to whichever socket holds the player).
   */
  private async queue(ws: WebSocket, playerId: string, secret: string, language: Language): Promise<void> {
    const now = Date.now();
    let found = this.identities.get(playerId, now);
    if (!found) {
      try {
        found = { ...(await queueCheck(this.env.DB, playerId, now)), checkedAt: now };
      } catch {
        return send(ws, errorMessage("unavailable", "The ranked database is not available; try again shortly"));
      }
      this.identities.put(playerId, found, now);
    }
    const { player } = found;
    if (!player || player.secretHash !== (await hashSecret(secret))) {
      return closeWith(ws, LOBBY_CLOSE.badPlayer, "bad_player", "Unknown player or wrong secret");
    }
    const made = this.recent.get(playerId);
    const pending = made && made.at >= found.checkedAt ? made : found.pending;
    let inFlight: QueueEntry | null = null;
    for (const other of this.ctx.getWebSockets()) {
      const theirs = attachmentOf(other);
      if (other === ws || theirs.playerId !== playerId) continue;
      if (theirs.entry?.matchingSince != null) inFlight = theirs.entry;
      send(other, { type: "replaced" });
      other.serializeAttachment({ ...theirs, playerId: null, entry: null } satisfies Attachment);
      try { other.close(LOBBY_CLOSE.replaced, "replaced by another connection"); } catch { /* already closed */ }
    }
    const att = attachmentOf(ws);
    if (inFlight) {
      // Their table is being made: this socket takes the entry over, and `matched` follows here.
      ws.serializeAttachment({ ...att, playerId, entry: inFlight, idleSince: null } satisfies Attachment);
      return;
    }
    if (pending) {
      ws.serializeAttachment({ ...att, playerId, entry: null, idleSince: now } satisfies Attachment);
      return send(ws, { type: "matched", tableId: pending.tableId, url: tableUrl(att.origin, pending.tableId), token: pending.token, players: pending.players });
    }
    if (att.entry?.matchingSince != null) return; // their table is being made; `matched` follows
    const cooldown = queueCooldown(found.missed, now);
    if (cooldown) {
      ws.serializeAttachment({ ...att, playerId, entry: null, idleSince: att.idleSince ?? now } satisfies Attachment);
      return send(ws, errorMessage("cooldown", cooldownMessage(cooldown.until - now), cooldown.until - now));
    }
    // Queueing again on the same socket for the same language keeps the place (and the
    // wait so far); a player a no-show left behind queues with the wait they had.
    if (!att.entry && !maySettle(doorsOf(this.neighboursOf(att.client)), att.client, ws, MAX_QUEUED_PER_ADDRESS)) {
      ws.serializeAttachment({ ...att, playerId, idleSince: att.idleSince ?? now } satisfies Attachment);
      return send(ws, errorMessage("rate_limited", "Too many players are queued from your address: try again when some have been matched"));
    }
    const again = att.entry?.playerId === playerId && att.entry.language === language;
    const since = again ? att.entry!.since : frontOfQueue(found.last, now) ?? now;
    const { mu, sigma } = skillIn(player, language);
    const entry: QueueEntry = {
      playerId, name: player.name, language, mu, sigma, since, matchingSince: null, ...(player.flagged ? { flagged: true } : {}),
    };
    ws.serializeAttachment({ ...att, playerId, entry, idleSince: null } satisfies Attachment);
    const waiting = this.waiting().filter(([, e]) => e.language === language).length;
    send(ws, { type: "queued", waiting, since, ...ratingView(entry), language, usualWaitMs: usualWaitNow(this.ctx.storage.kv, language, now) });
    if (matchesOnJoin(waiting)) await this.runMatching(now);
    await this.wakeBy(now + LOBBY_TICK_MS);
  }

  /** The open sockets from `client`'s address (its /64 and /48 for IPv6), by their tags. */
  private neighboursOf(client: string): WebSocket[] {
    return [...new Set(tagsOf(client).flatMap((t) => this.ctx.getWebSockets(t)))];
  }

  /** Queued sockets that can be matched, with their entries. */
  private waiting(): [WebSocket, QueueEntry][] {
    const out: [WebSocket, QueueEntry][] = [];
    for (const ws of this.ctx.getWebSockets()) {
      const entry = attachmentOf(ws).entry;
      if (entry && entry.matchingSince === null && ws.readyState === WebSocket.OPEN) out.push([ws, entry]);
    }
    return out;
  }

  /** One matching step: make a table for each group and tell its players. */
  private async runMatching(now: number): Promise<void> {
    const queued = this.waiting();
    const socketOf = new Map(queued.map(([ws, e]) => [e.playerId, ws]));
    const { groups } = matchStep(queued.map(([, e]) => ({
      playerId: e.playerId, rating: displayRating(e), since: e.since, flagged: !!e.flagged, language: e.language,
    } satisfies Waiter)), now);
    // Taken out of the queue before any await, so a concurrent step cannot match them again.
    for (const group of groups) {
      for (const w of group) {
        const ws = socketOf.get(w.playerId)!;
        const att = attachmentOf(ws);
        ws.serializeAttachment({ ...att, entry: { ...att.entry!, matchingSince: now } } satisfies Attachment);
      }
    }
    await Promise.all(groups.map((group) => this.seat(group.map((w) => socketOf.get(w.playerId)!), now)));
  }

  /**
   * Make a ranked table for one group; on failure they go back to the queue. The table
   * counts against every player's address like `POST /api/tables`: a player whose address
   * has made too many is taken out of the queue (`rate_limited`), and the others go back.
   */
  private async seat(sockets: WebSocket[], now: number): Promise<void> {
    const entries = sockets.map((ws) => attachmentOf(ws).entry!);
    // One table costs each address one token, however many of its players sit there.
    const clients = sockets.map((ws) => attachmentOf(ws).client);
    const distinct = [...new Set(clients)];
    const spentBy = new Map(await Promise.all(distinct.map(async (c) => [c, await spendForClient(this.env, c, "tables", CREATE_TABLE_RULE)] as const)));
    const spent = clients.map((c) => spentBy.get(c)!);
    if (spent.some((s) => !s.ok)) {
      entries.forEach((e, i) => {
        const ws = this.holderOf(e.playerId, sockets[i]!);
        if (!ws) return;
        const att = attachmentOf(ws);
        const { ok, retryAfterMs } = spent[i]!;
        if (ok) return ws.serializeAttachment({ ...att, entry: { ...att.entry!, matchingSince: null } } satisfies Attachment);
        ws.serializeAttachment({ ...att, entry: null, idleSince: Date.now() } satisfies Attachment);
        const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
        send(ws, errorMessage("rate_limited", `Too many tables from your address: queue again in ${seconds} s`, retryAfterMs));
      });
      return;
    }
    const tableId = randomId();
    const language = entries[0]!.language; // a group is of one language (matching.ts)
    // Two players called Sam are Sam and Sam 2 at the table, in its history and in `matched`.
    const names = distinctNames(entries.map((e) => e.name));
    const seats: RankedSeat[] = entries.map((e, seat) => ({ playerId: e.playerId, seat, name: names[seat]!, token: randomId(), queuedAt: e.since }));
    try {
      // Both at once: if either fails the match is called off below and nobody is sent to it.
      await Promise.all([
        createRankedMatch(this.env.DB, tableId, seats, now, language),
        this.env.TABLE.get(this.env.TABLE.idFromName(tableId)).createSeated(tableId, "ranked", seats, language),
      ]);
    } catch (err) {
      console.error(JSON.stringify({ event: "ranked_table_failed", tableId, error: String(err) }));
      await cancelRankedMatch(this.env.DB, tableId, now).catch(() => undefined);
      for (const [i, e] of entries.entries()) {
        const ws = this.holderOf(e.playerId, sockets[i]!);
        const att = ws && attachmentOf(ws);
        if (ws && att?.entry) ws.serializeAttachment({ ...att, entry: { ...att.entry, matchingSince: null } } satisfies Attachment);
      }
      return;
    }
    const players: MatchedPlayer[] = entries.map((e, seat) => ({ playerId: e.playerId, name: names[seat]!, ...ratingView(e) }));
    const at = Date.now();
    noteWaits(this.ctx.storage.kv, entries, at);
    entries.forEach((e, i) => {
      this.identities.forget(e.playerId);
      this.recent.set(e.playerId, { at, tableId, token: seats[i]!.token, players });
      // The socket holding the player now: a second tab may have taken over while the table was made.
      const ws = this.holderOf(e.playerId, sockets[i]!);
      if (!ws) return;
      const att = attachmentOf(ws);
      ws.serializeAttachment({ ...att, entry: null, idleSince: at } satisfies Attachment);
      send(ws, { type: "matched", tableId, url: tableUrl(att.origin, tableId), token: seats[i]!.token, players });
    });
  }

  /** The open socket whose entry for `playerId` is being seated (usually `first`, the one matched), if any. */
  private holderOf(playerId: string, first: WebSocket): WebSocket | undefined {
    const holds = (ws: WebSocket) => {
      const a = attachmentOf(ws);
      return a.playerId === playerId && a.entry?.matchingSince != null && ws.readyState === WebSocket.OPEN;
    };
    return holds(first) ? first : this.ctx.getWebSockets().find(holds);
  }

  /** Tell every queued player the size of their language's queue, if it changed since the last time. */
  private announce(): void {
    const queued = this.waiting();
    const sizes = Object.fromEntries(LANGUAGES.map((l) => [l, queued.filter(([, e]) => e.language === l).length])) as Record<Language, number>;
    const last = this.ctx.storage.kv.get<Partial<Record<Language, number>>>(WAITING_KEY) ?? {};
    if (LANGUAGES.every((l) => last[l] === sizes[l])) return;
    this.ctx.storage.kv.put(WAITING_KEY, sizes);
    for (const [ws, e] of queued) {
      if (last[e.language] !== sizes[e.language]) {
        send(ws, { type: "queued", waiting: sizes[e.language], since: e.since, ...ratingView(e), language: e.language, usualWaitMs: usualWaitNow(this.ctx.storage.kv, e.language, Date.now()) });
      }
    }
  }

  /** From the alarm: tick while anyone waits, and wake for the next idle socket's deadline. */
  private async scheduleNext(): Promise<void> {
    const sockets = this.ctx.getWebSockets();
    const busy = sockets.some((ws) => attachmentOf(ws).entry !== null);
    const next = Math.min(busy ? Date.now() + LOBBY_TICK_MS : Infinity, nextDeadline(doorsOf(sockets), LOBBY_DOORS) ?? Infinity);
    if (Number.isFinite(next)) await this.ctx.storage.setAlarm(next);
    else await this.ctx.storage.deleteAlarm();
  }

  /** Make sure the alarm runs by `at`. */
  private async wakeBy(at: number): Promise<void> {
    const current = await this.ctx.storage.getAlarm();
    if (current === null || current > at) await this.ctx.storage.setAlarm(at);
  }
}
