/**
 * How many honest players behind one address (a school, an office, a carrier's NAT) can
 * queue for ranked at once (issue 27, row 4), over real WebSockets to the local server
 * (`wrangler dev`, local D1). Each class size gets an address of its own: every player
 * (identities made beforehand, each from its own address, as at home) opens a lobby
 * socket from the class's address and queues at the same moment; the class is in when
 * every one of them is matched (groups of four start at once, the rest after the
 * short-group wait) with no refusal and no socket pushed out.
 *
 *   npx tsx test/bench/lobby-nat.ts [--json] [--sizes 10,20,30,40,60,80]
 *
 * `natCapacity` is the largest class size that got in whole; per size, how many were
 * matched, refused (`rate_limited`, `too_many_connections`, a 429 on connecting) or left
 * waiting.
 */
import { fileURLToPath } from "node:url";
import type { LobbyServerMessage, NewPlayerResponse } from "../../src/protocol.ts";
import { startLocalServer } from "../local-server.ts";
import { clientHeaders } from "./seats.ts";

const IDENTITY_NET = 83;
const CLASS_NET = 84;

async function newPlayer(base: string, n: number): Promise<NewPlayerResponse> {
  const res = await fetch(`${base}/api/players`, { method: "POST", headers: clientHeaders(IDENTITY_NET, n), body: JSON.stringify({ name: `Pupil ${n}` }) });
  if (res.status !== 201) throw new Error(`POST /api/players: ${res.status} ${await res.text()}`);
  return (await res.json()) as NewPlayerResponse;
}

/** One pupil: open a socket from the class's address, queue at once, and wait for `matched` or a refusal. */
async function pupil(base: string, address: Record<string, string>, who: NewPlayerResponse, waitMs: number): Promise<"matched" | "refused" | "waiting"> {
  let ws: WebSocket;
  try {
    ws = new WebSocket(`${base.replace(/^http/, "ws")}/api/lobby/ws`, { headers: address } as unknown as string[]);
    await new Promise<void>((resolve, reject) => {
      ws.addEventListener("open", () => resolve(), { once: true });
      ws.addEventListener("error", () => reject(new Error("refused")), { once: true });
    });
  } catch {
    return "refused";
  }
  return new Promise((resolve) => {
    const done = (r: "matched" | "refused" | "waiting") => { clearTimeout(timer); try { ws.close(1000, "bye"); } catch { /* closed */ } resolve(r); };
    const timer = setTimeout(() => done("waiting"), waitMs);
    ws.addEventListener("message", (e) => {
      const msg = JSON.parse(String(e.data)) as LobbyServerMessage;
      if (msg.type === "matched") done("matched");
      else if (msg.type === "error") done("refused");
    });
    ws.addEventListener("close", () => done("refused"));
    ws.send(JSON.stringify({ type: "queue", playerId: who.playerId, secret: who.secret }));
  });
}

/** The figures, for each class size; against the server at `url` (or BAFFLE_URL) if given, else a server of its own. */
export async function benchLobbyNat(sizes = [10, 20, 30, 40, 60, 80], url = process.env.BAFFLE_URL): Promise<Record<string, number>> {
  const server = url ? null : await startLocalServer("lobby-nat");
  const base = (url ?? server!.url).replace(/\/$/, "");
  try {
    const out: Record<string, number> = {};
    let capacity = 0;
    let made = 0;
    for (const [k, size] of sizes.entries()) {
      const ids: NewPlayerResponse[] = [];
      for (let i = 0; i < size; i += 20) {
        ids.push(...(await Promise.all(Array.from({ length: Math.min(20, size - i) }, () => newPlayer(base, made++)))));
      }
      const address = clientHeaders(CLASS_NET, k);
      const results = await Promise.all(ids.map((who) => pupil(base, address, who, 20_000)));
      const matched = results.filter((r) => r === "matched").length;
      out[`class${size}Matched`] = matched;
      out[`class${size}Refused`] = results.filter((r) => r === "refused").length;
      out[`class${size}Waiting`] = results.filter((r) => r === "waiting").length;
      if (matched === size) capacity = Math.max(capacity, size);
    }
    return { natCapacity: capacity, ...out };
  } finally {
    await server?.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
  const result = await benchLobbyNat((arg("--sizes") ?? "10,20,30,40,60,80").split(",").map(Number));
  console.log(process.argv.includes("--json") ? JSON.stringify(result) : result);
}
