/**
 * Issue 7, rows 3, 7, 8 and 9: what a hostile client can do over plain HTTP. Tables
 * cannot be made without limit, no body size reaches the Worker's memory, other web
 * origins cannot use the API, links cannot be pointed elsewhere by a forged Host, and
 * each match's results stay apart.
 */
import { exports } from "cloudflare:workers";
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ORIGIN, Player, createTable, editMatch, endRoundNow, randomAddress, startMatch, stubOf } from "./client.ts";

const post = (body: BodyInit | null, headers: Record<string, string> = {}, base = ORIGIN) =>
  exports.default.fetch(`${base}/api/tables`, { method: "POST", body, headers: { "CF-Connecting-IP": randomAddress(), ...headers } });
const codeOf = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;
const keys = (id: string) => runInDurableObject(stubOf(id), (_i, state) => [...state.storage.kv.list()].length);

describe("table spam", () => {
  it("limits table creation per client address with 429 and Retry-After", async () => {
    const address = "203.0.113.9";
    const statuses: number[] = [];
    let refused: Response | null = null;
    const started = Date.now();
    while (!refused && statuses.length < 60) {
      const res = await post(null, { "CF-Connecting-IP": address });
      statuses.push(res.status);
      if (res.status === 429) refused = res;
      else await res.body?.cancel();
    }
    // A burst of 20, then one every 6 s (however slow this machine made the burst).
    const created = statuses.filter((s) => s === 201).length;
    expect(created).toBeGreaterThanOrEqual(20);
    expect(created).toBeLessThanOrEqual(20 + Math.ceil((Date.now() - started) / 6_000));
    expect(refused).not.toBeNull();
    expect(Number(refused!.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(Number(refused!.headers.get("Retry-After"))).toBeLessThanOrEqual(6);
    expect(await codeOf(refused!)).toBe("rate_limited");
    // An IPv6 client is one client across its /64.
    const v6 = Array.from({ length: 30 }, (_, i) => `2001:db8:1:2::${(i + 1).toString(16)}`);
    const v6statuses = [];
    for (const a of v6) v6statuses.push((await post(null, { "CF-Connecting-IP": a })).status);
    expect(v6statuses).toContain(429);
    // Someone else is not affected.
    expect((await post(null)).status).toBe(201);
  });

  it("removes a table nobody ever joined after ten minutes, and keeps one somebody sits at", async () => {
    const empty = await createTable();
    const used = await createTable();
    const ann = await Player.join(used, "Ann");
    await editMatch(empty, (m) => { m.idleSince = Date.now() - 10 * 60_000 - 1; });
    expect(await runDurableObjectAlarm(stubOf(empty))).toBe(true);
    expect(await keys(empty)).toBe(0);
    await editMatch(used, (m) => { m.createdAt = Date.now() - 11 * 60_000; });
    await runDurableObjectAlarm(stubOf(used));
    expect(await keys(used)).toBeGreaterThan(0);
    expect(ann.closed).toBeNull();
  });
});

describe("request bodies", () => {
  /** A 10 MB body that counts how much of it was ever read. */
  function countingBody(total: number, chunk: number) {
    const read = { bytes: 0 };
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (read.bytes >= total) return controller.close();
        read.bytes += chunk;
        controller.enqueue(new Uint8Array(chunk).fill(0x20));
      },
    }, { highWaterMark: 0 });
    return { stream, read };
  }

  it("refuses a 10 MB body by its Content-Length without reading it", async () => {
    const { stream, read } = countingBody(10 * 1024 * 1024, 64 * 1024);
    const res = await post(stream, { "Content-Length": String(10 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(await codeOf(res)).toBe("too_large");
    expect(read.bytes).toBeLessThanOrEqual(128 * 1024);
  });

  it("stops reading a body without a length as soon as it passes the limit", async () => {
    const { stream, read } = countingBody(10 * 1024 * 1024, 1024);
    const res = await post(stream);
    expect(res.status).toBe(413);
    expect(await codeOf(res)).toBe("too_large");
    expect(read.bytes).toBeLessThan(256 * 1024);
  });

  it("counts bytes, not characters, and takes only a JSON object", async () => {
    const twoByte = JSON.stringify({ settings: {}, pad: "é".repeat(1100) }); // ~1,100 characters, ~2,200 bytes
    expect(twoByte.length).toBeLessThan(2048);
    expect((await post(twoByte)).status).toBe(413);
    for (const body of ["[]", "null", "3", '"x"']) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(await codeOf(res)).toBe("bad_message");
    }
    expect((await post("{}")).status).toBe(201);
  });
});

describe("origins", () => {
  const ws = (origin?: string) => exports.default.fetch(`${ORIGIN}/api/tables/${"C".repeat(22)}/ws`, {
    headers: { Upgrade: "websocket", ...(origin ? { Origin: origin } : {}) },
  });

  it("refuses sockets and table creation from a foreign web origin with 403", async () => {
    const foreign = await ws("https://evil.example");
    expect(foreign.status).toBe(403);
    expect(await codeOf(foreign)).toBe("forbidden_origin");
    const created = await post(null, { Origin: "https://evil.example" });
    expect(created.status).toBe(403);
    expect(await codeOf(created)).toBe("forbidden_origin");
    expect((await post(null, { Origin: "null" })).status).toBe(403);
  });

  it("accepts the game's own origin, the operator's allowed ones and clients without an Origin", async () => {
    for (const origin of [ORIGIN, "https://friends.example", undefined]) {
      const res = await ws(origin);
      expect(res.status).toBe(101);
      res.webSocket!.accept();
      res.webSocket!.close();
      expect((await post(null, origin ? { Origin: origin } : {})).status).toBe(201);
    }
  });

  it("builds join links from the configured public origin, not a forged Host", async () => {
    const res = await post(null, {}, "http://evil.example");
    expect(res.status).toBe(201);
    const { url, tableId } = (await res.json()) as { url: string; tableId: string };
    expect(url).toBe(`${ORIGIN}/t/${tableId}`);
  });
});

describe("results of each match", () => {
  it("numbers each match and keeps an earlier match's results after Play again", async () => {
    const results = (id: string, query = "") => exports.default.fetch(`${ORIGIN}/api/tables/${id}/results${query}`);
    const id = await createTable({ settings: { rounds: 1 } });
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"]);
    await endRoundNow(id);
    await ann!.take("matchEnd");
    const first = (await (await results(id)).json()) as { match: number; finishedAt: number };
    expect(first.match).toBe(1);

    ann!.send({ type: "playAgain" });
    await bob!.take("state", (s) => s.phase === "lobby");
    const between = (await (await results(id)).json()) as { match: number };
    expect(between.match).toBe(1); // the latest finished match, and it says which
    ann!.send({ type: "settings", settings: { board: "5x5" } });
    await bob!.take("state", (s) => s.settings.board === "5x5");
    ann!.send({ type: "start" });
    await bob!.take("state", (s) => s.phase === "playing");
    await endRoundNow(id);
    await ann!.take("matchEnd", () => true, 5_000);
    await bob!.take("state", (s) => s.phase === "finished");

    const latest = (await (await results(id)).json()) as { match: number; settings: { board: string } };
    expect(latest).toMatchObject({ match: 2, settings: { board: "5x5" } });
    const earlier = (await (await results(id, "?match=1")).json()) as { match: number; finishedAt: number; settings: { board: string } };
    expect(earlier).toMatchObject({ match: 1, finishedAt: first.finishedAt, settings: { board: "4x4" } });
    expect((await results(id, "?match=3")).status).toBe(404);
    const bad = await results(id, "?match=first");
    expect(bad.status).toBe(400);
    expect(await codeOf(bad)).toBe("bad_match");
  });
});
