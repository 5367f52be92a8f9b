/**
 * An arena shard's desk for entries: accepted words and newly seated players wait for
 * the group commit's window (group-commit.ts), are written as one row (shard-store.ts
 * `commit`) and only then answered, each socket's answers in the order it sent its
 * entries (a refusal behind an accepted word in the window waits for it). A word waiting
 * counts as found for its player's next entries, so it cannot be accepted twice.
 */
import type { ArenaServerMessage } from "../protocol.ts";
import { GroupCommit } from "./group-commit.ts";
import type { PlayedWord } from "./results.ts";
import type { RoundPlayer, ShardStore } from "./shard-store.ts";

/** How long a shard's window stays open by default; `ARENA_COMMIT_MS` sets it. */
export const COMMIT_WINDOW_MS = 250;
/** Entries in one row at most (a row stays a few kilobytes). */
export const COMMIT_MAX_ITEMS = 200;

interface Waiting {
  ws?: WebSocket;
  msg?: ArenaServerMessage;
  word?: { player: RoundPlayer; word: PlayedWord };
}

export class WordDesk {
  private readonly desk: GroupCommit<Waiting>;
  private readonly waitingWords = new Map<string, Set<string>>();
  private readonly waitingSockets = new Set<WebSocket>();

  constructor(
    private readonly store: ShardStore,
    private readonly send: (ws: WebSocket, msg: ArenaServerMessage) => void,
    windowMs = COMMIT_WINDOW_MS,
  ) {
    this.desk = new GroupCommit<Waiting>({
      windowMs, maxItems: COMMIT_MAX_ITEMS,
      commit: (items) => this.store.commit(items.flatMap((i) => (i.word ? [i.word] : []))),
      answer: (items, ok) => {
        this.waitingWords.clear();
        this.waitingSockets.clear();
        for (const i of items) {
          if (!i.ws || !i.msg) continue;
          send(i.ws, ok || !i.word ? i.msg : { type: "error", code: "unavailable", message: "The word could not be kept; enter it again" });
        }
      },
    });
  }

  /** Batches written and the entries in them since the object started. */
  get figures(): { batches: number; entries: number } {
    return { batches: this.desk.batches, entries: this.desk.committed };
  }

  /** The words a player has found, those waiting to be written included. */
  taken(player: RoundPlayer): Set<string> {
    const out = new Set(player.words.map((w) => w.word));
    for (const w of this.waitingWords.get(player.playerId) ?? []) out.add(w);
    return out;
  }

  /** An accepted word: written with the window, then its verdict sent. */
  accept(ws: WebSocket, player: RoundPlayer, word: PlayedWord, verdict: ArenaServerMessage): void {
    let set = this.waitingWords.get(player.playerId);
    if (!set) this.waitingWords.set(player.playerId, (set = new Set()));
    set.add(word.word);
    this.waitingSockets.add(ws);
    this.desk.add({ ws, msg: verdict, word: { player, word } });
  }

  /** A refusal: sent at once, unless this socket has answers waiting (then after them). */
  refuse(ws: WebSocket, msg: ArenaServerMessage): void {
    if (this.waitingSockets.has(ws)) this.desk.add({ ws, msg });
    else this.send(ws, msg);
  }

  /** A player seated in the round: written with the window. */
  seat(player: RoundPlayer): void {
    this.store.addPlayer(player);
    this.desk.add({});
  }

  /** Write what waits now (a round's end, before a new round begins). */
  flush(): void {
    this.desk.flush();
  }
}
