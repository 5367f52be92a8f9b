/**
 * Issue 33, item 6: alone in the ranked queue on a phone, Ann is told how long a wait
 * usually is at this hour (or that too few games were played lately to say), and offered
 * the arena or a table with a computer player meanwhile. She goes to the arena: a bar
 * says she is still queued, and back on the queue page the same wait goes on (its clock
 * not reset). She then sits at a table with a computer player; when Bob queues, the
 * match is found while she is there and she is brought to the ranked table, where both
 * sit. Axe finds nothing serious on the queue page and under the bar.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { newPlayer, PHONE, queueFirstTime, screenshot, seriousA11yViolations, useBrowser } from "./browser.ts";
import { holdLobby } from "./lobby-lock.ts";

const browser = useBrowser();
holdLobby();

/** Seconds on a "m:ss" clock. */
const seconds = (text: string | null) => {
  const m = /(\d+):(\d\d)/.exec(text ?? "");
  return m ? Number(m[1]) * 60 + Number(m[2]) : NaN;
};

async function waited(page: Page): Promise<number> {
  return seconds(await page.locator(".queue-figures time").textContent());
}

test("alone in the ranked queue: the usual wait at this hour, and the arena or a computer table meanwhile without losing the place", async () => {
  const ann = await newPlayer(browser(), { viewport: PHONE, touch: true });
  await queueFirstTime(ann.page, "Ann");
  await ann.page.locator(".queue-figures", { hasText: "1 player waiting" }).waitFor();
  await expect.poll(() => ann.page.locator(".queue-usual").textContent()).toMatch(
    /^(At this hour a wait is usually about .+\.|Too few games were played at this hour lately to say how long a wait usually is\.)$/,
  );
  await ann.page.getByRole("heading", { name: "While you wait" }).waitFor();
  await screenshot(ann.page, "ranked-alone-360x740", true);
  expect(await seriousA11yViolations(ann.page)).toEqual([]);

  // The arena meanwhile: the bar says the wait goes on; back, the same wait.
  await expect.poll(() => waited(ann.page), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  await ann.page.getByRole("button", { name: "Play in the arena" }).click();
  await ann.page.waitForURL(/\/arena$/);
  const bar = ann.page.locator(".queue-away");
  await bar.filter({ hasText: "Still in the ranked queue" }).waitFor();
  const inBar = seconds(await bar.textContent());
  expect(inBar).toBeGreaterThanOrEqual(2);
  await screenshot(ann.page, "ranked-away-arena-360x740");
  expect(await seriousA11yViolations(ann.page)).toEqual([]);
  await bar.getByRole("link", { name: "Back to the queue" }).click();
  await ann.page.waitForURL(/\/ranked$/);
  await ann.page.locator(".queue-figures", { hasText: "1 player waiting" }).waitFor();
  expect(await waited(ann.page)).toBeGreaterThanOrEqual(inBar);
  expect(await bar.count()).toBe(0);

  // A table with a computer player meanwhile; Bob queues, and Ann is brought to the ranked table.
  await ann.page.getByRole("button", { name: "Play against the computer" }).click();
  await ann.page.waitForURL(/\/t\/[^/]+$/);
  const botsTable = new URL(ann.page.url()).pathname;
  await ann.page.getByRole("grid", { name: "Board" }).waitFor({ timeout: 30_000 });
  await bar.filter({ hasText: "Still in the ranked queue" }).waitFor();
  const bob = await newPlayer(browser(), { viewport: PHONE, touch: true });
  await queueFirstTime(bob.page, "Bob");
  await bob.page.waitForURL(/\/t\/[^/]+$/, { timeout: 30_000 });
  const rankedTable = new URL(bob.page.url()).pathname;
  await ann.page.waitForURL((u) => u.pathname === rankedTable, { timeout: 30_000 });
  expect(rankedTable).not.toBe(botsTable);
  await ann.page.getByRole("grid", { name: "Board" }).waitFor({ timeout: 30_000 });
  await expect.poll(() => ann.page.locator("main").textContent(), { timeout: 15_000 }).toContain("Bob");
  await screenshot(ann.page, "ranked-brought-back-360x740");
  expect(await bar.count()).toBe(0);
  await ann.context.close();
  await bob.context.close();
}, 180_000);
