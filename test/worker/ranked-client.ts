/**
 * Helpers for the ranked Worker tests: identities over HTTP, a real WebSocket to the
 * lobby, and reaching into the lobby to age its queue (there is no test hook in the
 * product: a test rewrites the stored times and runs the alarm, as client.ts does for
 * tables).
 */
import { env, exports } from "cloudflare:workers";
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { LOBBY_NAME } from "../../src/lobby/lobby-object.ts";
import { NEW_SKILL } from "../../src/ranked/ratings.ts";
import type { Language, LobbyServerMessage, NewPlayerResponse } from "../../src/protocol.ts";
import { ORIGIN, Player, editMatch, freeWords, randomAddress, revealNow, stubOf } from "./client.ts";

type Of<T extends LobbyServerMessage["type"]> = Extract<LobbyServerMessage, { type: T }>;

/** `POST /api/players`, each from a client address of its own (the route is limited per address). */
export async function newPlayer(name: string): Promise<NewPlayerResponse> {
  const res = await exports.default.fetch(`${ORIGIN}/api/players`, {
    method: "POST", body: JSON.stringify({ name }), headers: { "CF-Connecting-IP": randomAddress() },
  });
  if (res.status !== 201) throw new Error(`create player failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as NewPlayerResponse;
}

export class LobbyClient {
  readonly frames: LobbyServerMessage[] = [];
  private readonly consumed = new Set<number>();
  closed: { code: number; reason: string } | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.addEventListener("message", (e) => { this.frames.push(JSON.parse(e.data as string) as LobbyServerMessage); });
    ws.addEventListener("close", (e) => { this.closed = { code: e.code, reason: e.reason }; });
  }

  /** Open a lobby socket, from a client address of its own unless `address` is given. */
  static async connect(address = randomAddress(), device?: string): Promise<LobbyClient> {
    const res = await exports.default.fetch(`${ORIGIN}/api/lobby/ws${device ? `?device=${encodeURIComponent(device)}` : ""}`, { headers: { Upgrade: "websocket", "CF-Connecting-IP": address } });
    if (!res.webSocket) throw new Error(`no WebSocket: ${res.status} ${await res.text()}`);
    res.webSocket.accept();
    return new LobbyClient(res.webSocket);
  }

  /** Connect and queue as `who` (for `language` if given); resolves with the first answer (queued or matched). */
  static async queue(who: NewPlayerResponse, address?: string, language?: Language): Promise<LobbyClient> {
    const c = await LobbyClient.connect(address);
    c.send({ type: "queue", playerId: who.playerId, secret: who.secret, ...(language ? { language } : {}) });
    await c.waitFor(() => c.frames.some((f) => f.type === "queued" || f.type === "matched" || f.type === "error"));
    return c;
  }

  send(msg: unknown): void {
    this.ws.send(typeof msg === "string" ? msg : JSON.stringify(msg));
  }

  async take<T extends LobbyServerMessage["type"]>(type: T, pred: (m: Of<T>) => boolean = () => true, ms = 5_000): Promise<Of<T>> {
    let found: Of<T> | undefined;
    await this.waitFor(() => {
      const i = this.frames.findIndex((f, k) => !this.consumed.has(k) && f.type === type && pred(f as Of<T>));
      if (i < 0) return false;
      this.consumed.add(i);
      found = this.frames[i] as Of<T>;
      return true;
    }, ms, `no ${type}`);
    return found!;
  }

  async closedWith(ms = 5_000): Promise<{ code: number; reason: string }> {
    await this.waitFor(() => this.closed !== null, ms, "socket still open");
    return this.closed!;
  }

  async waitFor(cond: () => boolean, ms = 5_000, what = "condition"): Promise<void> {
    const deadline = Date.now() + ms;
    while (!cond()) {
      if (Date.now() > deadline) throw new Error(`${what} within ${ms} ms; got ${JSON.stringify(this.frames.slice(-5))}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  close(): void {
    try { this.ws.close(1000, "bye"); } catch { /* closed */ }
  }
}

export function lobbyStub() {
  return env.LOBBY.get(env.LOBBY.idFromName(LOBBY_NAME));
}

/** Pretend everyone queued `ms` earlier, then run the lobby's alarm (a matching step). */
export async function ageQueue(ms: number): Promise<void> {
  await runInDurableObject(lobbyStub(), (_instance, state) => {
    for (const ws of state.getWebSockets()) {
      const att = ws.deserializeAttachment() as { entry: { since: number } | null } | null;
      if (att?.entry) ws.serializeAttachment({ ...att, entry: { ...att.entry, since: att.entry.since - ms } });
    }
  });
  await runDurableObjectAlarm(lobbyStub());
}

/** Pretend every lobby socket that is not queued has been so for `ms` longer, then run the lobby's alarm. */
export async function ageIdleSockets(ms: number): Promise<boolean> {
  await runInDurableObject(lobbyStub(), (_instance, state) => {
    for (const ws of state.getWebSockets()) {
      const att = ws.deserializeAttachment() as { idleSince?: number | null } | null;
      if (typeof att?.idleSince === "number") ws.serializeAttachment({ ...att, idleSince: att.idleSince - ms });
    }
  });
  return runDurableObjectAlarm(lobbyStub());
}

/** Queue new players named `names`, let 10 s pass, and return them matched at one table. */
export async function matchedPlayers(names: string[]) {
  const ids = await Promise.all(names.map(newPlayer));
  const lobbies = [];
  for (const id of ids) lobbies.push(await LobbyClient.queue(id));
  await ageQueue(10_000);
  const matched = await Promise.all(lobbies.map((l) => l.take("matched")));
  return { ids, lobbies, matched, tableId: matched[0]!.tableId };
}

/** Join a ranked table with the token from `matched`. */
export async function joinRanked(tableId: string, name: string, token: string): Promise<Player> {
  return Player.join(tableId, name, token);
}

/** Move a ranked table's start deadline into the past and run its alarm. */
export async function passStartDeadline(tableId: string): Promise<void> {
  await editMatch(tableId, (m) => { m.ranked!.startBy = Date.now() - 1; });
  await runDurableObjectAlarm(stubOf(tableId));
}

/** Everyone still playing presses "I'm done" each round and Ready between rounds. */
export async function playToTheEnd(players: Player[], rounds = 3): Promise<void> {
  for (let round = 1; round <= rounds; round++) {
    await revealNow(players[0]!.tableId, players);
    for (const p of players) p.send({ type: "done" });
    for (const p of players) await p.take("roundEnd", (r) => r.round === round);
    if (round < rounds) {
      for (const p of players) p.send({ type: "ready" });
      for (const p of players) await p.take("state", (s) => s.phase === "playing" && s.round === round + 1);
    }
  }
  for (const p of players) await p.take("matchEnd");
}

type StoredSkill = { mu: number; sigma: number; games: number; wins: number };

/** A player's stored skill in `language` (a new player's if they have no rating there yet). */
export async function skillOf(playerId: string, language: Language = "en"): Promise<StoredSkill> {
  const row = await env.DB.prepare("SELECT mu, sigma, games, wins FROM ratings WHERE player_id = ? AND language = ?").bind(playerId, language).first<StoredSkill>();
  return row ?? { ...NEW_SKILL, games: 0, wins: 0 };
}

/** Give a player a rating in `language` (as if earned), made or overwritten. */
export async function setSkill(playerId: string, skill: Partial<StoredSkill> & { lastPlayedAt?: number }, language: Language = "en"): Promise<void> {
  const s = { ...NEW_SKILL, games: 0, wins: 0, lastPlayedAt: null, ...skill };
  await env.DB.prepare(
    `INSERT INTO ratings (player_id, language, mu, sigma, games, wins, last_played_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (player_id, language) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma, games = excluded.games, wins = excluded.wins, last_played_at = excluded.last_played_at`,
  ).bind(playerId, language, s.mu, s.sigma, s.games, s.wins, s.lastPlayedAt).run();
}

/**
 * Each of `players` enters `counts[i]` words of its own (one each by default), so the
 * match passes its abort point (two players with a word in the first round). Each word
 * has 3 or 4 letters, so each scores one point.
 */
export async function enterWords(tableId: string, players: Player[], counts: number[] = players.map(() => 1)): Promise<void> {
  await revealNow(tableId, players); // the countdown first, if it is still running
  const words = await freeWords(tableId, counts.reduce((a, b) => a + b, 0), 3, 4); // one point each
  let next = 0;
  for (const [i, p] of players.entries()) {
    for (let k = 0; k < counts[i]!; k++) {
      const verdict = await p.word(words[next++]!);
      if (!verdict.ok) throw new Error(`${words[next - 1]} refused: ${JSON.stringify(verdict)}`);
    }
  }
}

/** Queue `ids` together (from addresses of their own, for `language` if given), match them, seat them: everyone playing round 1, the board not yet shown. */
export async function seatTogether(ids: NewPlayerResponse[], language?: Language): Promise<{ players: Player[]; tableId: string }> {
  const lobbies = [];
  for (const id of ids) lobbies.push(await LobbyClient.queue(id, undefined, language));
  await ageQueue(30_000); // the widest window: ratings may have drifted apart
  const matched = await Promise.all(lobbies.map((l) => l.take("matched")));
  lobbies.forEach((l) => l.close());
  const tableId = matched[0]!.tableId;
  const players: Player[] = [];
  for (const [i, m] of matched.entries()) players.push(await joinRanked(tableId, ids[i]!.name, m.token));
  for (const p of players) await p.take("state", (s) => s.phase === "playing");
  return { players, tableId };
}

/** A word on the board of `tableId` nobody has entered, of `min`–`max` letters (so of known points), not in `not`. */
export async function wordOf(tableId: string, min: number, max: number, not: readonly string[] = []): Promise<string> {
  const word = (await freeWords(tableId, 200, min, max)).find((w) => !not.includes(w));
  if (!word) throw new Error(`no free word of ${min}–${max} letters on this board`);
  return word;
}
