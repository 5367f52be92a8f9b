/**
 * Plays a real match against a running server through the wire contract only, the
 * way a browser would: it creates a table over HTTP, seats scripted players over
 * WebSockets (plus a computer player), enters words, finishes rounds early with
 * "I'm done", presses Ready, and checks the final standings against the results route.
 *
 * The scripted players find their words by solving the board locally with the
 * project's dictionary (dict/build/words.dawg): the server never tells them.
 *
 *   npm start                      # in one terminal
 *   npm run play                   # in another
 *   npm run play -- --players 3 --rounds 3 --bots hard --board 5x5 --url http://localhost:8787
 *   npm run play -- --ranked       # 2-4 ranked players through the lobby (test/play-ranked.ts)
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { ensureDefaultDictionary } from "../dict/ensure.ts";
import { Dawg } from "../src/dict/dawg.ts";
import { solveBoard } from "../src/dict/solver.ts";
import type { ResultsResponse } from "../src/protocol.ts";
import { Client } from "./play-client.ts";
import { playRanked } from "./play-ranked.ts";

const { values: opts } = parseArgs({
  options: {
    url: { type: "string", default: process.env.BAFFLE_URL ?? "http://localhost:8787" },
    players: { type: "string", default: "2" },
    rounds: { type: "string", default: "1" },
    bots: { type: "string", default: "normal" },
    board: { type: "string", default: "4x4" },
    words: { type: "string", default: "8" },
    quiet: { type: "boolean", default: false },
    ranked: { type: "boolean", default: false },
  },
});

const log = (...args: unknown[]) => { if (!opts.quiet) console.log(...args); };

async function main(): Promise<void> {
  const base = opts.url!.replace(/\/$/, "");
  const dawg = Dawg.load(readFileSync(await ensureDefaultDictionary()));
  if (opts.ranked) return playRanked({ base, dawg, players: Number(opts.players), words: Number(opts.words), log });
  const players = Math.max(2, Math.min(7, Number(opts.players)));
  const rounds = Number(opts.rounds);
  const perRound = Number(opts.words);

  const created = await fetch(`${base}/api/tables`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ settings: { rounds, board: opts.board, bots: opts.bots, timer: "quick" } }),
  }).catch(() => {
    throw new Error(`cannot reach ${base}: is \`npm start\` running? (or pass --url / BAFFLE_URL)`);
  });
  if (created.status !== 201) throw new Error(`POST /api/tables: ${created.status} ${await created.text()}`);
  const { tableId, url } = (await created.json()) as { tableId: string; url: string };
  log(`table ${tableId}  (${url})`);

  const names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus"].slice(0, players);
  const clients: Client[] = [];
  for (const name of names) {
    const c = await Client.open(base, tableId, name);
    c.send({ type: "join", name });
    c.seat = (await c.take("welcome")).seat;
    await c.take("state");
    clients.push(c);
  }
  const host = clients[0]!;
  host.send({ type: "addBot", level: opts.bots });
  await host.take("state", (s) => s.seats.some((x) => x.bot));
  host.send({ type: "start" });

  for (let round = 1; round <= rounds; round++) {
    const states = await Promise.all(clients.map((c) => c.take("state", (s) => s.phase === "playing" && s.round === round && s.board !== null)));
    const board = states[0]!.board!;
    const size = Math.sqrt(board.length);
    log(`\nround ${round}/${rounds}: ${states[0]!.boardWords} words on the board`);
    for (let r = 0; r < size; r++) log("   " + board.slice(r * size, r * size + size).map((c) => c.padEnd(2)).join(" "));
    const solution = solveBoard(dawg, board, size === 4 ? 3 : 4).map((s) => s.word);
    // Each player tries a slice of the words, some overlapping (to show cancellation), and one mistake.
    await Promise.all(clients.map(async (c, i) => {
      const mine = solution.filter((_, k) => k % players === i || k % 7 === 0).slice(0, perRound);
      for (const word of [...mine, "qzx" + "q".repeat(i)]) {
        await c.sendPaced({ type: "word", word });
        const v = await c.take("verdict");
        log(`   ${c.name.padEnd(4)} ${word.padEnd(12)} ${v.ok ? `+${v.points}` : v.reason}`);
      }
      c.send({ type: "done" });
    }));
    const ends = await Promise.all(clients.map((c) => c.take("roundEnd", (e) => e.round === round)));
    const end = ends[0]!;
    for (const p of end.players) {
      const words = p.words.map((w) => (w.shared ? `~${w.word}~` : w.word)).join(" ");
      log(`   ${p.name.padEnd(8)} ${String(p.score).padStart(3)} (total ${p.total})  ${words}`);
    }
    log(`   longest nobody found: ${end.unfound.slice(0, 5).map((u) => u.word).join(", ")}`);
    if (round < rounds) for (const c of clients) c.send({ type: "ready" });
  }

  const matchEnd = await host.take("matchEnd");
  log("\nfinal standings");
  for (const s of matchEnd.standings) log(`   ${s.rank}. ${s.name.padEnd(8)} ${s.total}`);
  const res = await fetch(`${base}/api/tables/${tableId}/results`);
  const results = (await res.json()) as ResultsResponse;
  if (res.status !== 200 || JSON.stringify(results.standings) !== JSON.stringify(matchEnd.standings)) {
    throw new Error(`results route disagrees: ${res.status} ${JSON.stringify(results)}`);
  }
  log(`\nresults route agrees: winners ${results.winners.join(", ")}`);
  for (const c of clients) c.ws.close(1000, "done");
  console.log(`play: OK — ${rounds} round(s), ${players} players + 1 ${opts.bots} bot, table ${tableId}`);
}

main().catch((err: unknown) => {
  console.error(`play: FAILED — ${(err as Error).message}`);
  process.exit(1);
});
