/**
 * One player's connection to one table. It owns the WebSocket, keeps it alive across
 * reloads and network drops, and turns server messages into signals the screens read.
 *
 * Why it is shaped this way:
 * - The seat token from `welcome` is stored per table on the device; whenever a socket
 *   opens and a token is known, we send `join` with it, so a reload or a reconnect puts
 *   the player back in their seat with their words (the server re-sends `state`).
 * - The server's clock is the only clock: every `state` carries the server's `now`, and
 *   pongs refine it (heartbeat.ts), so the timer is right even when the device's clock is off.
 * - Entries made while the socket is down are queued and sent after rejoining, in order.
 * - The socket is the client's one reconnecting socket (socket.ts): reconnects back off
 *   (0.5 s doubling to 8 s, with jitter), every open resumes (joins again), and it retries
 *   at once when the browser says it is back online or the tab becomes visible again.
 * - Every frame is parsed with the protocol's schemas (table-frames.ts), loaded with the
 *   first socket so the game page's first load does not carry them; a frame that is not
 *   one is dropped with a warning (frames.ts).
 */
import { batch, signal } from "@preact/signals";
import type {
  ClientMessage,
  ErrorCode,
  RatingsMessage,
  ReactionEmote,
  RoundEndMessage,
  ServerMessage,
  StateMessage,
} from "../../src/protocol.ts";
import { DEFAULT_SETTINGS, PROTOCOL_VERSION } from "../../src/protocol/values.ts";
import { Heartbeat } from "./heartbeat.ts";
import type { Feedback, LinkStatus, MatchEndMessage, ShownReaction } from "./shown.ts";
import { QueuedWords } from "./pending.ts";
import { savedName, savedToken, saveToken } from "./storage.ts";
import { t } from "../i18n/index.ts";
import { errorText, gainText, houseWordText, penaltyText, reasonText, rulesChangedText } from "./words.ts";
import { minLengthOf } from "../../src/game/house-rules.ts";
import { feedDeck } from "../learn/feed.ts";
import { TEAM_FLASH_MS, withTeamWord, type TeamFlash } from "./team.ts";
import { ReconnectingSocket, type AfterClose, type SocketLike, type SocketStatus } from "./socket.ts";

/** The table's frame parser, loaded with the first socket (its schemas are their own chunk). */
let parser: Promise<(text: string) => ServerMessage | null> | null = null;
const loadParser = () => (parser ??= import("./table-frames.ts").then((m) => m.parseTableFrame, (err: unknown) => {
  parser = null;
  throw err;
}));

export type { Feedback, LinkStatus, MatchEndMessage, ShownReaction } from "./shown.ts";

/** Reactions kept on screen (the latest). */
const REACTIONS_SHOWN = 5;

/** A live connection to one table; create with `new TableSession(id)`, end with `close()`. */
export class TableSession {
  readonly state = signal<StateMessage | null>(null);
  readonly review = signal<RoundEndMessage | null>(null);
  readonly matchEnd = signal<MatchEndMessage | null>(null);
  /** A ranked match's rating changes, once the result is stored. */
  readonly ratings = signal<RatingsMessage | null>(null);
  readonly feedback = signal<Feedback | null>(null);
  readonly link = signal<LinkStatus>("connecting");
  /** Our seat once the server has welcomed us, else null (show the Join form). */
  readonly seat = signal<number | null>(null);
  /** A join is under way (a token is held or Join was pressed); hides the Join form. */
  readonly joining = signal(false);
  /**
   * Watching without a seat: "seat" for a late friend waiting for Play again, "watch" for
   * a `?watch` link; null once seated (or never).
   */
  readonly watching = signal<"seat" | "watch" | null>(null);
  /** Together: a teammate's latest find, flashed on the board and announced for a moment. */
  readonly flash = signal<TeamFlash | null>(null);
  /** The latest reactions at the table (the review and the match's end). */
  readonly reactions = signal<ShownReaction[]>([]);
  /** A problem to show for a while (a refused action, a refused name). */
  readonly notice = signal<string | null>(null);
  /** A problem that ends the visit, such as a link to no table (its code: the page words it). */
  readonly fatal = signal<"unknown_table" | "not_invited" | null>(null);
  /** Server time minus device time, in ms. */
  readonly clockOffset: Heartbeat["offset"];
  /** Words entered while the seat was away, shown as queued until their verdicts. */
  readonly queued = new QueuedWords();

  private readonly socket: ReconnectingSocket<ServerMessage>;
  private parse: (text: string) => ServerMessage | null = () => null;
  private readonly heartbeat = new Heartbeat();
  private queue: ClientMessage[] = [];
  private entryId = 0;
  private closed = false;
  /** Name to join with as soon as the socket opens (set by Join or by creating a table). */
  private pendingName: string | null = null;

  constructor(readonly tableId: string, joinAs?: string, private readonly watchOnly = false) {
    this.clockOffset = this.heartbeat.offset;
    if (joinAs) this.pendingName = joinAs;
    this.joining.value = !!joinAs || watchOnly || savedToken(tableId) !== null;
    addEventListener("online", this.retryNow);
    addEventListener("offline", this.onOffline);
    document.addEventListener("visibilitychange", this.retryNow);
    this.socket = new ReconnectingSocket<ServerMessage>({
      url: async () => {
        this.parse = await loadParser();
        const scheme = location.protocol === "https:" ? "wss" : "ws";
        return `${scheme}://${location.host}/api/tables/${encodeURIComponent(this.tableId)}/ws`;
      },
      parse: (text) => this.parse(text),
      opened: (ws) => this.opened(ws),
      received: (msg) => this.receive(msg),
      closed: (code) => this.closedWith(code),
      status: (status) => this.linkIs(status),
    });
    void this.socket.connect();
  }

  /** Take a seat under `name` (or reclaim ours when the device holds a token). */
  join(name: string): void {
    this.pendingName = name;
    this.joining.value = true;
    this.notice.value = null;
    if (this.socket.status === "open") this.sendJoin();
    else this.socket.reconnectNow();
  }

  /** Send a message, or queue it until the seat is back if the socket is down. */
  send(message: ClientMessage): void {
    if (!this.canSend() || !this.socket.send(message)) {
      this.queue.push(message);
    }
  }

  /** Enter a word by typing, with the path the player saw lit, if any. */
  enterWord(word: string, path?: number[]): void {
    if (!this.canSend()) this.queued.add(word);
    this.send(path ? { type: "word", word, path } : { type: "word", word });
  }

  /** Enter a word by the cells the player dragged across. */
  enterPath(path: number[]): void {
    if (!this.canSend()) this.queued.add(path.map((c) => this.state.value?.board?.[c] ?? "").join(""));
    this.send({ type: "word", path });
  }

  private canSend(): boolean {
    return this.socket.status === "open" && this.seat.value !== null;
  }

  /** Stop for good (leaving the page). */
  close(): void {
    this.closed = true;
    this.heartbeat.stop();
    removeEventListener("online", this.retryNow);
    removeEventListener("offline", this.onOffline);
    document.removeEventListener("visibilitychange", this.retryNow);
    this.socket.close(1000, "bye");
  }

  /** A socket opened: resume (join our seat again, or watch) and start the heartbeat. */
  private opened(ws: SocketLike): void {
    this.sendJoin();
    this.heartbeat.start(ws, () => this.socket.drop(4000, "no pong"));
  }

  /** What to do after the socket closed with `code` (or was given up on). */
  private closedWith(code: number): AfterClose {
    const seated = this.seat.value !== null;
    this.heartbeat.stop();
    this.seat.value = null;
    // 4404: the table does not exist (expired, or never did); retrying cannot help.
    if (code === 4404 && !this.fatal.value) this.fatal.value = "unknown_table";
    // 4409: our join was refused (the error said why); retrying would be refused too.
    // 4002: this seat is now open in another tab or device; taking it back would start a tug of war.
    if (code === 4002) this.notice.value = t("table.notice.otherTab");
    if ((code === 4409 && !seated) || code === 4002 || this.closed || this.fatal.value) return "stop";
    // Nothing to join with yet (no name typed, no token): connect again when there is.
    if (this.pendingName === null && savedToken(this.tableId) === null) return "stop";
    return "retry";
  }

  private linkIs(status: SocketStatus): void {
    if (status !== "closed") this.link.value = status;
  }

  /** The device says the network is gone: say so at once instead of waiting for timeouts. */
  private onOffline = (): void => {
    this.socket.drop(4001, "offline");
  };

  /** Retry at once when the network or the tab comes back, instead of waiting. */
  private retryNow = (): void => {
    if (document.visibilityState === "hidden" || this.closed || this.fatal.value) return;
    if (this.socket.status === "reconnecting") this.socket.reconnectNow();
  };

  private sendJoin(): void {
    const token = savedToken(this.tableId);
    const name = this.pendingName ?? (token ? savedName() || t("table.defaultName") : null);
    if (!name && this.watchOnly) {
      this.socket.send({ type: "watch" } satisfies ClientMessage);
      return;
    }
    if (!name) return;
    this.socket.send((token ? { type: "join", name, token } : { type: "join", name }) satisfies ClientMessage);
  }

  private receive(msg: ServerMessage): void {
    switch (msg.type) {
      case "welcome":
        if (msg.protocol !== PROTOCOL_VERSION) {
          this.notice.value = t("table.notice.newVersion");
        }
        saveToken(this.tableId, msg.token);
        this.socket.succeeded();
        this.pendingName = null;
        this.watching.value = null;
        this.seat.value = msg.seat;
        this.flushQueue();
        return;
      case "state":
        this.onState(msg);
        return;
      case "verdict": {
        const minLength = minLengthOf(this.state.value?.settings ?? DEFAULT_SETTINGS);
        const fb: Feedback = msg.ok
          ? { id: ++this.entryId, at: Date.now(), word: msg.word, ok: true, points: msg.points, text: gainText(msg.points) }
          : { id: ++this.entryId, at: Date.now(), word: msg.word, ok: false, text: reasonText(msg.reason, minLength, msg.by, this.seat.value ?? -1) + penaltyText(msg.penalty) };
        batch(() => {
          this.feedback.value = fb;
          this.queued.settle(msg.word);
          const s = this.state.value;
          if (msg.ok && s && !s.words.some((w) => w.word === msg.word)) {
            this.state.value = { ...s, words: [...s.words, { word: msg.word, points: msg.points, path: msg.path }] };
          }
        });
        return;
      }
      case "counts": {
        const s = this.state.value;
        if (!s) return;
        this.state.value = {
          ...s,
          seats: s.seats.map((seat) => ({ ...seat, count: msg.counts[String(seat.seat)] ?? seat.count })),
        };
        return;
      }
      case "teamWord": {
        const s = this.state.value;
        if (s) this.state.value = withTeamWord(s, msg);
        if (msg.seat === this.seat.value) return;
        const flash = { id: ++this.entryId, seat: msg.seat, name: msg.name, word: msg.word, points: msg.points, path: msg.path };
        this.flash.value = flash;
        setTimeout(() => { if (this.flash.value === flash) this.flash.value = null; }, TEAM_FLASH_MS);
        return;
      }
      case "watching":
        this.watching.value = msg.wantsSeat ? "seat" : "watch";
        return;
      case "watchers": {
        const s = this.state.value;
        if (s) this.state.value = { ...s, watchers: msg.watchers };
        return;
      }
      case "presence": {
        const s = this.state.value;
        if (!s) return;
        this.state.value = {
          ...s,
          seats: s.seats.map((seat) => (seat.seat === msg.seat ? { ...seat, connected: msg.connected } : seat)),
        };
        return;
      }
      case "roundEnd": {
        this.review.value = msg;
        // The words this player missed that are worth learning go to the deck on the device.
        const s = this.state.value;
        if (s) void feedDeck((c) => c.fromTableReview(msg, s.you, s.settings.language, Date.now()), (w) => msg.written?.[w] ?? w);
        return;
      }
      case "matchEnd":
        this.matchEnd.value = msg;
        return;
      case "ratings":
        this.ratings.value = msg;
        return;
      case "rulesChanged":
        this.notice.value = rulesChangedText(msg, this.state.value?.round ?? 0);
        return;
      case "houseVote": {
        const s = this.state.value;
        if (s) this.state.value = msg.vote ? { ...s, vote: msg.vote } : { ...s, vote: undefined };
        return;
      }
      case "houseWord":
        this.notice.value = houseWordText(msg);
        return;
      case "error":
        this.onError(msg.code, msg.message);
        return;
      case "pong":
        this.heartbeat.pong(msg.id, msg.now);
        return;
      case "reaction":
        this.reactions.value = [...this.reactions.value, { id: ++this.entryId, seat: msg.seat, name: msg.name, emote: msg.emote }].slice(-REACTIONS_SHOWN);
        return;
    }
  }

  private onState(msg: StateMessage): void {
    batch(() => {
      const prev = this.state.value;
      this.heartbeat.stamped(msg.now);
      if (msg.you >= 0 && savedToken(this.tableId)) this.seat.value = msg.you;
      // A new round or a new match clears what belonged to the last one.
      if (msg.phase === "playing" && (prev?.phase !== "playing" || prev.round !== msg.round)) {
        this.feedback.value = null;
        this.queued.clear();
        this.reactions.value = [];
      }
      if (msg.phase === "lobby") {
        this.review.value = null;
        this.matchEnd.value = null;
      }
      this.state.value = msg;
    });
  }

  private onError(code: ErrorCode, message: string): void {
    // A refused join (bad name, full table) brings the Join form back, and is not
    // repeated on the next reconnect.
    if (this.seat.value === null && code !== "already_joined" && code !== "join_timeout") {
      this.joining.value = false;
      this.pendingName = null;
    }
    switch (code) {
      case "unknown_table":
        this.fatal.value = code;
        this.socket.close(1000, "unknown table");
        return;
      case "bad_token":
      case "seat_removed":
        // The seat is gone (a new match, the host or the lobby's clean-up freed it): join afresh.
        saveToken(this.tableId, null);
        this.seat.value = null;
        this.joining.value = false;
        this.pendingName = null;
        this.notice.value = errorText(code, message);
        return;
      case "join_timeout":
        // The server is closing this socket: we had not joined within its 10 s (the name is
        // not typed yet). Its close can be slow to arrive, so let go of the socket now.
        this.socket.drop(1000, "join timeout");
        return;
      case "not_invited":
        // A ranked table with no seat for us: the visit ends here.
        this.fatal.value = code;
        return;
      case "already_joined":
        return;
      default:
        this.notice.value = errorText(code, message);
    }
  }

  private flushQueue(): void {
    const queued = this.queue;
    this.queue = [];
    for (const m of queued) this.send(m);
  }
}
