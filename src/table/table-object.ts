/**
 * One table = one Durable Object. It is deliberately thin: it receives frames, checks
 * them against the protocol, calls the rules in src/game/match.ts, persists what they
 * return, and sends each seat what the rules and src/table/view.ts say it may see.
 *
 * Hibernation: sockets are accepted with `ctx.acceptWebSocket`, so the object can be
 * evicted from memory while players stay connected. Which seat a socket speaks for is
 * kept in the socket's attachment (it survives hibernation); the match is kept in
 * memory while the object lives and rebuilt from storage when it wakes (storage.ts
 * writes every change as it happens), so a woken or re-created object carries on
 * exactly where it was.
 * Watchers hold no seat: their attachment holds a `watch` instead (src/table/watching.ts),
 * and they get what every player may see of the others, never a verdict.
 *
 * Time: there is one alarm, always set to the earliest of everything the match is
 * waiting for (the round's deadline, a computer player's next entry, the end of the
 * pause, the clean-up of an abandoned or long-finished table). The alarm applies what
 * is due according to the stored state, so a repeated or late alarm is harmless.
 *
 * Every accepted entry is written before its verdict is sent: the storage write and
 * the send happen in the same event, and the output gate holds the send until the
 * write is durable, so an eviction can never lose a word a player was told counted.
 */
import { DurableObject } from "cloudflare:workers";
import { cryptoRng, type Rng } from "../game/random.ts";
import {
  addBot, applySettings, askRematch, createMatch, disconnect, enterWord, expiresAt, join, leave, markDone, markReady,
  joinWatches, nextWake, playAgain, removeBot, start, tieBreak, TABLE_RULES,
  type GameDictionary, type MatchState, type ModeContext, type Outcome,
} from "../game/match.ts";
import { SEATED_MODES, modeOf, type SeatRequest, type SeatedModeName } from "../game/modes/index.ts";
import { SETTLE_RETRY_MS, type TablePorts } from "./ports.ts";
import { castVote, proposeWord, removeHouseWord } from "../game/house-vote.ts";
import { lookupsFor, tableDictionary } from "./word-facts.ts";
import { countHouseWord } from "./house-report.ts";
import { lexiconFor } from "../game/house-rules.ts";
import { clientAddress } from "../doors/address.ts";
import {
  DEFAULT_SETTINGS, parseClientMessage, type Language, type ResultsResponse, type ServerMessage, type SettingsPatch, type TablePreview,
} from "../protocol.ts";
import { randomId } from "../random-id.ts";
import type { TableCalls, TableEnv } from "../env.ts";
import type { TableInvite } from "../previews/text.ts";
import {
  CLOSE, JOIN_WITHIN_MS, REJOIN_BUDGET, TABLE_DOORS, TABLE_FRAMES, attachmentOf, seatedOf, surplusOf, tableDoors, type Attachment,
} from "./guards.ts";
import { FrameBudgets, KeyedBudgets } from "../doors/budget.ts";
import { nextDeadline, overdue, toMakeRoom } from "../doors/doors.ts";
import { TableStore } from "./storage.ts";
import { inviteView, previewView, resultsView, stateView, watcherView } from "./view.ts";
import { closeWith, errorMessage, fanOut, send, sendRaw } from "./send.ts";
import { announceWatchers, seatRequestsOf, seatWatchers, startWatching, watcherList, watchersOf } from "./watching.ts";
import { logError, logEvent } from "../log.ts";
import { TableReactions } from "./reactions.ts";
import { createdEvent, transitionEvents } from "./log-events.ts";

const JOIN_SECONDS = JOIN_WITHIN_MS / 1000;

export abstract class TableObject extends DurableObject<TableEnv> implements TableCalls {
  /** How the modes' debts are settled (given by the class the Worker exports). */
  protected abstract readonly ports: TablePorts;
  private readonly store: TableStore;
  private readonly rng: Rng = cryptoRng();
  private readonly budgets = new FrameBudgets<number>(TABLE_FRAMES);
  private readonly rejoins = new KeyedBudgets<number>(REJOIN_BUDGET);
  private alarmAt: number | null | undefined;
  /** When the oldest socket waiting to join runs out of time; undefined: not known since waking. */
  private joinAt: number | null | undefined;
  private readonly reactions = new TableReactions();

  constructor(ctx: DurableObjectState, env: TableEnv) {
    super(ctx, env);
    this.store = TableStore.of(ctx.storage);
  }

  /** Create the table (called once, by `POST /api/tables`). False if it already exists. */
  async create(tableId: string, settings: SettingsPatch = {}, playWithBots: boolean | number = false): Promise<boolean> {
    if (this.store.load()) return false;
    const clean = Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined));
    const state = createMatch(tableId, Date.now(), { ...DEFAULT_SETTINGS, ...clean }, playWithBots);
    this.store.save(null, state);
    logEvent(createdEvent(state));
    await this.schedule(state);
    return true;
  }

  /** Create a table of mode `mode` in `language` with its players already seated (called once, by the lobby). */
  async createSeated(tableId: string, mode: SeatedModeName, seats: SeatRequest[], language: Language): Promise<boolean> {
    if (this.store.load()) return false;
    const state = SEATED_MODES[mode].create(tableId, Date.now(), seats, language);
    this.store.save(null, state);
    await this.schedule(state);
    return true;
  }

  /** The final standings, or null before the match has finished (or for an unknown table). */
  async results(match?: number): Promise<ResultsResponse | null> {
    const state = this.store.load();
    return state ? resultsView(state, match) : null;
  }

  /** Who sits at the table and how far the match is, for someone who has not joined; null for no table. */
  async preview(): Promise<TablePreview | null> {
    const state = this.store.load();
    return state ? previewView(state, watcherList(this.ctx.getWebSockets()).length) : null;
  }

  /** Who hosts the table and how it plays, for its invite link's preview (src/previews/); null for no table. */
  async invite(): Promise<TableInvite | null> {
    const state = this.store.load();
    return state ? inviteView(state) : null;
  }

  /** WebSocket upgrades, forwarded by the Worker's `/api/tables/<id>/ws` route. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected a WebSocket upgrade", { status: 426 });
    }
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    const state = this.store.load();
    if (!state) {
      // Not a hibernatable socket: it is closed at once and must not wake the object.
      server.accept();
      server.send(JSON.stringify(errorMessage("unknown_table", "There is no table with this id")));
      server.close(4404, "unknown table");
      return new Response(null, { status: 101, webSocket: client });
    }
    for (const old of toMakeRoom(tableDoors(this.ctx.getWebSockets()), "", TABLE_DOORS)) {
      closeWith(old, CLOSE.joinTimeout, "join_timeout", "Closed to make room: join sooner after connecting");
    }
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ seat: null, openedAt: Date.now(), client: clientAddress(request) } satisfies Attachment);
    this.joinAt = undefined;
    await this.schedule(state);
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, frame: string | ArrayBuffer): Promise<void> {
    const attachment = attachmentOf(ws);
    const admission = this.budgets.admit(ws, attachment.seat, attachment.client ?? "", Date.now());
    if (admission === "close") return closeWith(ws, 1008, "rate_limited", "Too many messages; connection closed");
    if (admission === "slow") return send(ws, errorMessage("rate_limited", "Too many messages: slow down"));
    const parsed = parseClientMessage(frame);
    if (!parsed.ok) { logError(this.ctx.id.name, parsed.code, "frame"); return send(ws, errorMessage(parsed.code, parsed.message)); }
    const msg = parsed.message;
    if (msg.type === "ping") return send(ws, { type: "pong", id: msg.id, now: Date.now() });

    const seat = attachment.seat;
    const entering = msg.type === "join" || msg.type === "watch";
    if (entering && seat !== null) return send(ws, errorMessage("already_joined", `You already hold seat ${seat}`));
    if (!entering && seat === null) return send(ws, errorMessage("not_joined", "Join the table first"));

    let dict: GameDictionary;
    try {
      dict = await this.dictionary();
    } catch {
      logError(this.ctx.id.name, "dictionary_missing", "message");
      return send(ws, errorMessage("dictionary_missing", "The dictionary is not available; try again shortly"));
    }
    const { names, facts } = await lookupsFor(this.env.DICT, msg, this.store.load()?.settings);
    // Read after the await: other events may have run while the dictionary loaded.
    const state = this.store.load();
    if (!state) return closeWith(ws, 4404, "unknown_table", "There is no table with this id");
    const now = Date.now();
    const ctx: ModeContext = { now, rng: this.rng, dict, rules: TABLE_RULES };
    const mode = modeOf(state);
    const refusal = mode.refuse(state, msg);
    if (refusal?.close) return closeWith(ws, 4403, refusal.refusal.code, refusal.refusal.message);
    if (refusal) return send(ws, errorMessage(refusal.refusal.code, refusal.refusal.message));

    switch (msg.type) {
      case "join": {
        if (joinWatches(state, msg.token)) return this.watch(ws, state, msg.name, true); // a late friend
        const resuming = msg.token === undefined ? undefined : state.seats.find((s) => s.token === msg.token);
        if (resuming && !this.rejoins.take(resuming.seat, now)) {
          return closeWith(ws, CLOSE.rateLimited, "rate_limited", "Too many reconnects: wait a few seconds");
        }
        const out = join(state, msg, randomId(), ctx);
        if (!out.ok) {
          if (out.code === "table_full" || out.code === "table_finished" || out.code === "wrong_phase") {
            return closeWith(ws, 4409, out.code, out.message);
          }
          return send(ws, errorMessage(out.code, out.message));
        }
        if (!("seat" in out)) return this.commit(state, out, ws);
        ws.serializeAttachment({ ...attachment, seat: out.seat, watch: undefined } satisfies Attachment);
        this.joinAt = undefined;
        for (const old of surplusOf(this.socketsOf(out.seat), ws)) {
          old.serializeAttachment({ ...attachmentOf(old), seat: null } satisfies Attachment);
          closeWith(old, CLOSE.replaced, null, "replaced by a newer connection");
        }
        this.commit(state, out, ws);
        if (out.resumed) send(ws, stateView(out.state, out.seat, Date.now(), watcherList(this.ctx.getWebSockets())));
        if (attachment.watch) this.announceWatchers();
        this.commit(out.state, mode.seated(out.state, out.seat, ctx));
        const greeting = mode.greet(this.store.load() ?? out.state);
        if (greeting) send(ws, greeting);
        return;
      }
      case "settings": return this.commit(state, applySettings(state, seat!, msg.settings, now), ws);
      case "tieBreak": return this.commit(state, tieBreak(state, seat!, ctx), ws);
      case "addBot": return this.commit(state, addBot(state, seat!, msg.level), ws);
      case "removeBot": return this.commit(state, removeBot(state, seat!, msg.seat), ws);
      case "start": return this.commit(state, start(state, seat!, ctx), ws);
      case "word": return this.commit(state, enterWord(state, seat!, msg, now, lexiconFor(state.settings, dict, names)), ws);
      case "done": return this.commit(state, markDone(state, seat!, now), ws);
      case "ready": return this.commit(state, markReady(state, seat!, ctx), ws);
      case "rematch": return this.commit(state, askRematch(state, seat!), ws);
      case "watch": return this.watch(ws, state, msg.name ?? null, false);
      case "react": return this.reactions.react(this.ctx.getWebSockets(), ws, state, seat!, msg.emote, now);
      case "houseWord": return this.commit(state, proposeWord(state, seat!, msg.word, msg.kind, facts, now), ws);
      case "ballot": return this.commit(state, castVote(state, seat!, msg.yes, now), ws);
      case "removeHouseWord": return this.commit(state, removeHouseWord(state, seat!, msg.word, now), ws);
      case "playAgain": {
        const asked = seatRequestsOf(this.ctx.getWebSockets(), randomId);
        const out = playAgain(state, seat!, asked);
        if (out.ok) seatWatchers(asked, out.state);
        this.commit(state, out, ws);
        if (out.ok && asked.length) this.announceWatchers();
        return;
      }
      case "leave": {
        const out = mode.leave(state, seat!, ctx);
        if (out.ok) {
          for (const other of this.socketsOf(seat!)) {
            other.serializeAttachment({ ...attachmentOf(other), seat: null } satisfies Attachment);
            closeWith(other, 1000, null, "left");
          }
        }
        return this.commit(state, out, ws);
      }
    }
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    try { ws.close(code === 1005 || code === 1006 ? 1000 : code, "closing"); } catch { /* already closed */ }
    await this.dropped(ws);
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    await this.dropped(ws);
  }

  override async alarm(): Promise<void> {
    this.alarmAt = undefined;
    for (const ws of overdue(tableDoors(this.ctx.getWebSockets()), Date.now(), TABLE_DOORS)) {
      closeWith(ws, CLOSE.joinTimeout, "join_timeout", `Join within ${JOIN_SECONDS} seconds of connecting`);
    }
    this.joinAt = undefined;
    const first = this.store.load();
    if (!first) return;
    const expiry = expiresAt(first);
    if (expiry !== null && expiry <= Date.now() && !modeOf(first).owes(first)) {
      for (const ws of this.ctx.getWebSockets()) closeWith(ws, 4410, null, "table closed");
      await this.store.destroy();
      return;
    }
    let dict: GameDictionary;
    try {
      dict = await this.dictionary();
    } catch (err) {
      logError(first.tableId, "dictionary_missing", "alarm");
      await this.ctx.storage.setAlarm(Date.now() + 5_000); // retry soon: the round must still end
      throw err;
    }
    const state = this.store.load();
    if (!state) return;
    const now = Date.now();
    const ctx: ModeContext = { now, rng: this.rng, dict, rules: TABLE_RULES };
    const mode = modeOf(state);
    this.commit(state, mode.tick(state, ctx));
    const ticked = this.store.load() ?? state;
    this.commit(ticked, mode.tidy(ticked, ctx));
    await this.schedule(this.store.load() ?? state);
    await this.settle();
  }

  /** Let `ws` watch (see startWatching); over the cap the socket is closed 4409. */
  private watch(ws: WebSocket, state: MatchState, name: string | null, wantsSeat: boolean): void {
    const refusal = startWatching(ws, this.ctx.getWebSockets(), state, name, wantsSeat);
    if (refusal) return refusal.code === "watchers_full" ? closeWith(ws, 4409, refusal.code, refusal.message) : send(ws, errorMessage(refusal.code, refusal.message));
    this.joinAt = undefined;
  }

  private announceWatchers(except?: WebSocket): void { announceWatchers(this.ctx.getWebSockets(), except); }

  /** A connection went away: if it was its seat's last, the seat shows as disconnected. */
  private async dropped(ws: WebSocket): Promise<void> {
    if (attachmentOf(ws).watch) return this.announceWatchers(ws);
    const seat = attachmentOf(ws).seat;
    if (seat === null) return;
    if (this.socketsOf(seat).some((other) => other !== ws)) return;
    const state = this.store.load();
    if (!state) return;
    this.commit(state, disconnect(state, seat, Date.now()));
  }

  /**
   * Persist what a rule returned, then deliver it: its messages first, then a fresh
   * `state` view to every seat if seats or phase changed. A refusal goes to `origin` only.
   */
  private commit(prev: MatchState, out: Outcome, origin?: WebSocket): void {
    if (!out.ok) {
      logError(prev.tableId, out.code, "action");
      if (origin) send(origin, errorMessage(out.code, out.message));
      return;
    }
    if (out.state !== prev) {
      const mode = modeOf(out.state);
      mode.keep(out.state, out.effects);
      this.store.save(prev, out.state);
      for (const event of transitionEvents(prev, out.state)) {
        logEvent(event);
        if (event.event === "house_word_decided") this.ctx.waitUntil(countHouseWord(this.env.DB, event, Date.now()));
      }
      void this.schedule(out.state);
      if (mode.owes(out.state)) void this.settle();
    }
    const sockets = this.seatedSockets();
    const watchers = watchersOf(this.ctx.getWebSockets());
    fanOut(out.effects, sockets, watchers.map((w) => w.ws));
    if (out.views) {
      const now = Date.now();
      const list = watcherList(this.ctx.getWebSockets());
      for (const w of watchers) send(w.ws, watcherView(out.state, now, list));
      for (const [ws, seat] of sockets) {
        if (out.state.seats.some((s) => s.seat === seat && s.token !== null)) send(ws, stateView(out.state, seat, now, list));
        else {
          ws.serializeAttachment({ ...attachmentOf(ws), seat: null } satisfies Attachment);
          closeWith(ws, CLOSE.seatRemoved, "seat_removed", "Your seat at this table was given up");
        }
      }
    }
  }

  /**
   * Settle what the table's mode owes the world outside it (players out and the result,
   * for a rating store) through the port. On failure the alarm tries again shortly;
   * the port applies a debt once however often it is sent.
   */
  private async settle(): Promise<void> {
    const state = this.store.load();
    const owed = state && modeOf(state).owes(state);
    if (!state || !owed) return;
    let done;
    try {
      done = await this.ports.settle(this.env, owed);
    } catch (err) {
      console.error(JSON.stringify({ event: "settle_failed", port: owed.port, tableId: state.tableId, error: String(err) }));
      this.alarmAt = undefined;
      await this.schedule(this.store.load() ?? state);
      return;
    }
    const latest = this.store.load();
    if (!done || !latest) return;
    const { state: next, announce } = modeOf(latest).settled(latest, done);
    if (next === latest) return;
    this.store.save(latest, next);
    await this.schedule(next);
    if (announce) {
      const frame = JSON.stringify(announce satisfies ServerMessage);
      for (const [ws] of this.seatedSockets()) sendRaw(ws, frame);
    }
    if (modeOf(next).owes(next)) await this.settle();
  }

  /** Point the single alarm at the earliest thing the table is waiting for. */
  private async schedule(state: MatchState): Promise<void> {
    // The join deadline is worked out from the sockets only when they may have changed
    // (a socket arrived or joined, the alarm ran, the object woke), not for every word.
    if (this.joinAt === undefined) this.joinAt = nextDeadline(tableDoors(this.ctx.getWebSockets()), TABLE_DOORS);
    // While the mode owes the world outside something, the alarm comes back soon to retry it.
    const mode = modeOf(state);
    const retry = mode.owes(state) ? Date.now() + SETTLE_RETRY_MS : null;
    const times = [nextWake(state), expiresAt(state), this.joinAt, mode.wake(state), retry]
      .filter((t): t is number => t !== null);
    const at = times.length ? Math.min(...times) : null;
    if (at === this.alarmAt) return;
    this.alarmAt = at;
    if (at === null) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(at);
  }

  /** The dictionary of the table's language (src/table/word-facts.ts). */
  private dictionary(): Promise<GameDictionary> {
    return tableDictionary(this.env.DICT, () => this.store.load()?.settings.language ?? DEFAULT_SETTINGS.language);
  }

  private seatedSockets(): [WebSocket, number][] {
    return seatedOf(this.ctx.getWebSockets());
  }

  private socketsOf(seat: number): WebSocket[] {
    return this.seatedSockets().filter(([, s]) => s === seat).map(([ws]) => ws);
  }
}
