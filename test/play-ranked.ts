/**
 * `npm run play -- --ranked`: ranked play from the terminal against a running server.
 * Each scripted player reuses the ranked identity this machine made for that server
 * before (kept in ~/.config/baffle/play-identities.json, as a browser keeps it in
 * localStorage) or creates one, queues in the lobby, joins the table the lobby makes with
 * its seat token, plays the three rounds (words found by solving the board locally,
 * "I'm done", Ready), and prints everyone's rating before and after, checked against
 * each player's profile.
 *
 * It is a solver client, and the server treats it as one: it enters words the moment the
 * board appears, far faster than anyone can type, so the fair-play checks
 * (src/game/fair-play.ts) flag its players in the first round. Their matches change
 * nobody's rating (`not rated: flagged`), their profiles are marked, and from then on the
 * lobby matches them only with other flagged players (which they are, with each other).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import type { Dawg } from "../src/dict/dawg.ts";
import { solveBoard } from "../src/dict/solver.ts";
import type { LobbyServerMessage, NewPlayerResponse, ProfileResponse, RatingView } from "../src/protocol.ts";
import { Client } from "./play-client.ts";

/** What the ranked run needs from the command line. */
export interface RankedOptions {
  base: string;
  dawg: Dawg;
  players: number;
  words: number;
  log: (...args: unknown[]) => void;
}

type Identity = NewPlayerResponse;
const STORE = join(process.env.XDG_CONFIG_HOME ?? join(homedir(), ".config"), "baffle", "play-identities.json");
const NAMES = ["Ann", "Bob", "Cy", "Dee"];

function loadStore(): Record<string, Identity[]> {
  try {
    return JSON.parse(readFileSync(STORE, "utf8")) as Record<string, Identity[]>;
  } catch {
    return {};
  }
}

function saveStore(store: Record<string, Identity[]>): void {
  mkdirSync(dirname(STORE), { recursive: true });
  writeFileSync(STORE, JSON.stringify(store, null, 2), { mode: 0o600 });
}

async function createIdentity(base: string, name: string): Promise<Identity> {
  const res = await fetch(`${base}/api/players`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name }),
  }).catch(() => {
    throw new Error(`cannot reach ${base}: is \`npm start\` running? (or pass --url / BAFFLE_URL)`);
  });
  if (res.status !== 201) throw new Error(`POST /api/players: ${res.status} ${await res.text()}`);
  return (await res.json()) as Identity;
}

/** The lobby's answer to `queue`: `matched`, or an error (e.g. bad_player for a forgotten identity). */
function queue(base: string, me: Identity, log: RankedOptions["log"]): Promise<Extract<LobbyServerMessage, { type: "matched" }>> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace(/^http/, "ws")}/api/lobby/ws`);
    const timer = setTimeout(() => {
      ws.close();
      reject(new Error(`${me.name}: not matched within 90 s`));
    }, 90_000);
    ws.addEventListener("open", () => ws.send(JSON.stringify({ type: "queue", playerId: me.playerId, secret: me.secret })));
    ws.addEventListener("error", () => reject(new Error(`cannot reach the lobby at ${base}`)));
    ws.addEventListener("message", (e) => {
      const msg = JSON.parse(String(e.data)) as LobbyServerMessage;
      if (msg.type === "queued") log(`   ${me.name.padEnd(6)} queued: ${msg.waiting} waiting, rating ${rating(msg)}`);
      if (msg.type === "matched") {
        clearTimeout(timer);
        ws.close(1000, "matched");
        resolve(msg);
      }
      if (msg.type === "error" || msg.type === "replaced") {
        clearTimeout(timer);
        ws.close();
        reject(Object.assign(new Error(`${me.name}: lobby said ${JSON.stringify(msg)}`), { code: msg.type === "error" ? msg.code : "replaced" }));
      }
    });
  });
}

const rating = (r: RatingView) => `${r.rating}${r.provisional ? "?" : ""}`;

/** Play one ranked match with `players` scripted players; throws on anything unexpected. */
export async function playRanked({ base, dawg, players, words, log }: RankedOptions): Promise<void> {
  const count = Math.max(2, Math.min(4, players));
  const store = loadStore();
  const mine = (store[base] ??= []);
  for (let i = mine.length; i < count; i++) {
    mine.push(await createIdentity(base, NAMES[i]!));
    log(`created ranked player ${mine[i]!.name} (${mine[i]!.playerId})`);
  }
  saveStore(store);
  const me = mine.slice(0, count);
  log(`queueing ${me.map((p) => p.name).join(", ")} (two or three are matched once the first has waited 10 s)`);

  let matches;
  try {
    matches = await Promise.all(me.map((p) => queue(base, p, log)));
  } catch (err) {
    if ((err as { code?: string }).code === "bad_player") {
      // The server no longer knows these identities (a wiped local database): start over.
      delete store[base];
      saveStore(store);
      throw new Error(`${(err as Error).message}. The saved identities were forgotten; run again to create new ones.`);
    }
    throw err;
  }
  const tableId = matches[0]!.tableId;
  if (matches.some((m) => m.tableId !== tableId)) throw new Error(`players were sent to different tables: ${matches.map((m) => m.tableId).join(", ")}`);
  log(`matched at ${matches[0]!.url}`);

  const clients: Client[] = [];
  for (const [i, p] of me.entries()) {
    const c = await Client.open(base, tableId, p.name);
    c.send({ type: "join", name: p.name, token: matches[i]!.token });
    c.seat = (await c.take("welcome")).seat;
    clients.push(c);
  }

  for (let round = 1; round <= 3; round++) {
    const states = await Promise.all(clients.map((c) => c.take("state", (s) => s.phase === "playing" && s.round === round && s.board !== null, 60_000)));
    if (!states[0]!.ranked) throw new Error("the table does not say it is ranked");
    const board = states[0]!.board!;
    log(`\nround ${round}/3: ${states[0]!.boardWords} words on the board`);
    for (let r = 0; r < 4; r++) log("   " + board.slice(r * 4, r * 4 + 4).map((c) => c.padEnd(2)).join(" "));
    const solution = solveBoard(dawg, board, 3).map((s) => s.word);
    await Promise.all(
      clients.map(async (c, i) => {
        const picks = solution.filter((_, k) => k % count === i || k % 7 === 0).slice(0, words + i);
        for (const word of picks) {
          await c.sendPaced({ type: "word", word });
          await c.take("verdict");
        }
        c.send({ type: "done" });
      }),
    );
    const end = (await Promise.all(clients.map((c) => c.take("roundEnd", (e) => e.round === round))))[0]!;
    for (const p of end.players) log(`   ${p.name.padEnd(6)} ${String(p.score).padStart(3)} (total ${p.total})`);
    if (round < 3) for (const c of clients) c.send({ type: "ready" });
  }

  const matchEnd = await clients[0]!.take("matchEnd");
  log("\nfinal standings");
  for (const s of matchEnd.standings) log(`   ${s.rank}. ${s.name.padEnd(6)} ${s.total}`);
  const { ratings, unrated } = await clients[0]!.take("ratings", () => true, 60_000);
  log(unrated ? `\nratings: not rated (${unrated})` : "\nratings");
  for (const r of [...ratings].sort((a, b) => a.place - b.place)) {
    log(`   ${r.place}. ${r.name.padEnd(6)} ${rating(r.before)} → ${rating(r.after)}`);
    const profile = (await (await fetch(`${base}/api/players/${r.playerId}`)).json()) as ProfileResponse;
    const entry = profile.history.find((h) => h.tableId === tableId);
    if (!entry || entry.ratingAfter.rating !== r.after.rating) throw new Error(`${r.name}'s profile does not show this match: ${JSON.stringify(profile)}`);
    if (profile.flagged) log(`      ${r.name} is marked by the fair-play checks: this client enters words faster than a person can`);
  }
  for (const c of clients) c.ws.close(1000, "done");
  console.log(`play --ranked: OK — ${count} players, table ${tableId}; profiles agree (${base}/r/${tableId})`);
}
