/**
 * `npm run bench` on a fresh clone runs every part to its end: here at its smoke size
 * (`--smoke`, test/bench/parts.ts), so a rule change that breaks a part fails `npm test`
 * the day it lands instead of an operator's run later (issue 37: the daily part handed in
 * times ahead of the try's clock once the daily board refused them, and nothing noticed).
 * Speed is not looked at here; only that each part ran and gave its figures.
 */
import { createServer, type AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { ALL_PARTS, type PartName } from "../bench/parts.ts";
import { endAll, run } from "./run.ts";

afterAll(endAll);

/** The bench's own command (the end of `npm run bench`: npm test has built the dictionary and the client already). */
const bench = (args: string[], env: Record<string, string> = {}) =>
  run("node_modules/.bin/tsx", ["--expose-gc", "test/bench/index.ts", ...args], env);

/** A loopback port that was free a moment ago and has nothing listening on it. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** One figure each part always gives. */
const SIGN_OF: Record<PartName, string> = {
  dictionary: "speedupVsBaseline", languages: "langColdStartMsDeVsEn", entry: "entryVsCheck", latency: "verdictVsEchoMedian",
  lobby: "joinsVsPing", lobbyflood: "floodQueueFrames", lobbynat: "natCapacity", daily: "tryRequestsVsPlain",
  dailypast: "pastViewCpuVsPlainLarge", bots: "hardWordsMean4", fairplay: "humanLikeFalsePositiveUpper95",
  load: "load", arena: "coordinatorMaxSyncsPerSecond",
};

describe.concurrent("npm run bench", () => {
  it("runs every part at its smoke size and prints one JSON line with each part's figures", async () => {
    const r = await bench(["--smoke", "--json"]);
    expect(r.status, r.stderr).toBe(0);
    const lines = r.stdout.trim().split("\n");
    expect(lines, r.stdout).toHaveLength(1);
    const figures = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(figures.failed).toBeUndefined();
    for (const part of ALL_PARTS) {
      expect(figures[SIGN_OF[part]], `${part}: ${SIGN_OF[part]}`).not.toBeUndefined();
      expect(r.stderr).toContain(`bench: ${part} done in`);
    }
    expect((figures.load as unknown[]).length).toBe(1);
  });

  it("names a part that failed and why, prints the figures of the others, and exits 1", async () => {
    // A port nothing listens on (taken from the system, then let go): the latency part, which
    // reuses the server BAFFLE_URL names, cannot reach it.
    const port = await closedPort();
    const r = await bench(["--smoke", "--only", "entry,latency,bots", "--json"], { BAFFLE_URL: `http://127.0.0.1:${port}` });
    expect(r.status, r.stderr).toBe(1);
    const figures = JSON.parse(r.stdout) as Record<string, unknown> & { failed: Record<string, string> };
    expect(Object.keys(figures.failed)).toEqual(["latency"]);
    expect(figures.failed.latency).toBe(`fetch failed (connect ECONNREFUSED 127.0.0.1:${port})`);
    expect(typeof figures.entryVsCheck).toBe("number");
    expect(typeof figures.hardWordsMean4).toBe("number");
    expect(r.stderr).toContain("bench: 1 part(s) failed: latency");
  });

  it("refuses a part it does not have, with exit code 2, before running anything", async () => {
    const r = await bench(["--only", "entry,lobbies"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--only: each one of dictionary, .*arena, not lobbies/);
    expect(r.stdout).toBe("");
  });
});
