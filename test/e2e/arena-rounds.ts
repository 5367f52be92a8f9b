/**
 * The arena for its browser files (test/e2e/arena*.test.ts). The arena is one room per
 * language that every player on a server shares: in one round, one "3 playing", one set
 * of places and one event's standings. So each arena file plays on a `wrangler dev` of
 * its own (useArenaServer), and the browser files still run side by side: no other
 * file's player can be in its rounds or its events. (On the e2e server all shared one
 * arena, and CI saw "#1 of 3" become "Play a round now…" and "3 playing" never come.)
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { startLocalServer, type LocalServer } from "../local-server.ts";
import { readBoard } from "./browser.ts";

/**
 * The arena in rounds a browser test can wait for and play a dozen words in on a loaded
 * machine (30 s of play, 10 s of results ending in a 3 s countdown) over two shards, and
 * a one-round sprint every minute (an event's countdown to its podium within two
 * minutes: arena-event.test.ts).
 */
export const ARENA_VARS: Readonly<Record<string, string>> = {
  ARENA_ROUND_MS: "30000", ARENA_BREAK_MS: "10000", ARENA_COUNTDOWN_MS: "3000", ARENA_SHARDS_MIN: "2",
  ARENA_SPRINT_EVERY_MS: "60000", ARENA_SPRINT_ROUNDS: "1",
};

/**
 * This file's own server (the seeded storage is a copy: test/local-server.ts), for
 * `newPlayer`'s `baseURL`, with ARENA_VARS and `vars` over them.
 */
export function useArenaServer(vars: Readonly<Record<string, string>> = {}): () => string {
  let server: LocalServer | undefined;
  beforeAll(async () => {
    server = await startLocalServer("e2e-arena", undefined, { ...ARENA_VARS, ...vars });
  });
  afterAll(async () => {
    await server?.stop();
  });
  return () => server!.url;
}

/**
 * The round number and board a page is playing, once it shows a board of a round after
 * `after`. Each wait allows a whole cycle of the slowest file's arena (a round watched to
 * its end, a 40-s break, the countdown) with room for a loaded machine.
 */
export async function playing(page: Page, after = 0): Promise<{ round: number; cells: string[] }> {
  for (;;) {
    await page.getByRole("grid", { name: "Board" }).waitFor({ timeout: 120_000 });
    const round = Number(/Round (\d+)/.exec((await page.locator(".arena-round h1").textContent()) ?? "")?.[1]);
    if (round > after) return { round, cells: await readBoard(page) };
    await page.locator(".arena-round").waitFor({ state: "detached", timeout: 120_000 });
  }
}

/** The arena's round as `GET /api/arena/<arena>` says it (its number and start). */
export async function arenaStatus(page: Page, arena = "en"): Promise<{ phase: string; round: { number: number; startsAt: number } | null }> {
  return page.evaluate(async (a) => (await fetch(`/api/arena/${a}`)).json(), arena);
}

/**
 * The first round a page plays that started at `since` or later (take `since` from
 * `Date.now()` before the players arrive: the server runs on this machine's clock): a
 * round they all have from its start, which holds nobody who came before them.
 */
export async function roundSince(page: Page, since: number, arena = "en"): Promise<{ round: number; cells: string[] }> {
  let shown = await playing(page);
  for (;;) {
    const s = await arenaStatus(page, arena);
    if (s.round?.number === shown.round && s.round.startsAt >= since) return shown;
    shown = await playing(page, shown.round);
  }
}
