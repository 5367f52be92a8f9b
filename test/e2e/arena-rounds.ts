/**
 * Rounds of the arena for its browser files (test/e2e/arena*.test.ts). The arena is one
 * room that every player on the server shares, and these files run one after another on
 * a server of their own (test/e2e/vitest.arena.config.ts): a round that started after a
 * file's players arrived holds nobody else, whereas the round under way when they came
 * may still hold the previous file's last player and their words.
 */
import type { Page } from "playwright-core";
import { readBoard } from "./browser.ts";

/** The round number and board a page is playing, once it shows a board of a round after `after`. */
export async function playing(page: Page, after = 0): Promise<{ round: number; cells: string[] }> {
  for (;;) {
    await page.getByRole("grid", { name: "Board" }).waitFor({ timeout: 60_000 });
    const round = Number(/Round (\d+)/.exec((await page.locator(".arena-round h1").textContent()) ?? "")?.[1]);
    if (round > after) return { round, cells: await readBoard(page) };
    await page.locator(".arena-round").waitFor({ state: "detached", timeout: 60_000 });
  }
}

/** The arena's round as `GET /api/arena/<arena>` says it (its number and start). */
export async function arenaStatus(page: Page, arena = "en"): Promise<{ phase: string; round: { number: number; startsAt: number } | null }> {
  return page.evaluate(async (a) => (await fetch(`/api/arena/${a}`)).json(), arena);
}

/**
 * The first round a page plays that started at `since` or later (take `since` from
 * `Date.now()` before the file's players arrive: the server runs on this machine's clock).
 */
export async function roundSince(page: Page, since: number, arena = "en"): Promise<{ round: number; cells: string[] }> {
  let shown = await playing(page);
  for (;;) {
    const s = await arenaStatus(page, arena);
    if (s.round?.number === shown.round && s.round.startsAt >= since) return shown;
    shown = await playing(page, shown.round);
  }
}
