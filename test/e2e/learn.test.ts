/**
 * Issue 34 in a real Chromium, on a phone: after a round with a computer player the words
 * the player missed that are worth learning are in the deck on the device; the Learn
 * page's drill board holds a due word, and finding it moves that word's due date; the
 * deck and the Me page's figures (its uPlot charts drawn) survive a reload with the
 * network off; and the file the Me page saves, read on a fresh browser profile, gives the
 * same deck. axe on the Learn and Me pages; screenshots of both.
 */
import type { Page } from "playwright-core";
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { COMMON_LEVEL } from "../../src/game/unfound.ts";
import { DECK_PER_ROUND } from "../../src/learn/deck-entry.ts";
import { newPlayer, PHONE, readBoard, screenshot, seriousA11yViolations, useBrowser, waitForServiceWorker } from "./browser.ts";
import { levelOf, wordsOn } from "./words.ts";

const browser = useBrowser();

async function enter(page: Page, word: string): Promise<void> {
  await page.getByLabel("Word", { exact: true }).fill(word);
  await page.keyboard.press("Enter");
  await page.locator(".feedback", { hasText: `${word.toUpperCase()} accepted` }).waitFor();
}

/** The deck as the Learn page lists it: word → its line's text. */
async function deckOn(page: Page): Promise<Map<string, string>> {
  await page.locator(".learn-summary h1").waitFor();
  await page.locator(".learn-cards, .learn-summary p").first().waitFor();
  const rows = await page.locator(".learn-cards li[data-word]").evaluateAll((lis) => lis.map((li) => [li.getAttribute("data-word")!, li.textContent ?? ""] as const));
  return new Map(rows);
}

test("missed words go into the deck, a drill's due word found moves its date, all survives an offline reload, and an export reads back on a fresh profile", async () => {
  const { page, context } = await newPlayer(browser(), { viewport: PHONE, serviceWorker: true });
  await page.goto("/");
  await waitForServiceWorker(page);

  // A round at a table with a computer player: Lea finds one short word and is done.
  await page.getByLabel("Name", { exact: true }).fill("Lea");
  await page.getByRole("button", { name: "Create table" }).click();
  await page.getByRole("button", { name: "Add computer player" }).click();
  await page.locator(".seat.bot").waitFor();
  await page.getByRole("button", { name: "Start", exact: true }).click();
  await page.getByRole("grid", { name: "Board" }).waitFor();
  const cells = await readBoard(page);
  const solution = wordsOn(cells, 3);
  const mine = solution[0]!.word;
  await enter(page, mine);
  await page.getByRole("button", { name: "I'm done" }).click();
  await page.locator(".round-review").waitFor({ timeout: 30_000 });

  // The deck holds the words she missed worth learning: not hers, not rare, long enough, at most a round's share.
  await page.evaluate(() => history.pushState(null, "", "/learn"));
  await page.evaluate(() => dispatchEvent(new PopStateEvent("popstate")));
  let deck = new Map<string, string>();
  await expect.poll(async () => (deck = await deckOn(page)).size, { timeout: 15_000 }).toBeGreaterThan(0);
  const onBoard = new Set(solution.map((w) => w.word));
  expect(deck.size).toBeLessThanOrEqual(DECK_PER_ROUND);
  for (const word of deck.keys()) {
    expect(onBoard.has(word), word).toBe(true);
    expect(word).not.toBe(mine);
    expect(levelOf(word), word).toBeLessThanOrEqual(COMMON_LEVEL);
    expect(word.length, word).toBeGreaterThanOrEqual(5);
  }
  for (const line of deck.values()) expect(line).toContain("due now");
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, "learn-deck-360x740", true);

  // The drill: its board holds due words; Lea finds one and is done.
  await page.getByRole("button", { name: /^Drill/ }).click();
  await page.getByRole("grid", { name: "Board" }).waitFor();
  const drillCells = await readBoard(page);
  const due = wordsOn(drillCells, 4).map((w) => w.word).filter((w) => deck.has(w));
  expect(due.length).toBeGreaterThan(0);
  await screenshot(page, "learn-drill-360x740");
  await enter(page, due[0]!);
  await page.getByRole("button", { name: "I'm done" }).click();
  const result = page.locator(".learn-result");
  await result.waitFor({ timeout: 15_000 });
  expect(await result.locator(`li[data-word="${due[0]}"]`).textContent()).toContain("found");
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, "learn-result-360x740", true);
  await page.getByRole("button", { name: "Back to the deck" }).click();
  await expect.poll(async () => (await deckOn(page)).get(due[0]!) ?? "").not.toContain("due now");
  expect((await deckOn(page)).get(due[0]!)).toMatch(/back in/);
  deck = await deckOn(page);

  // Offline, a reload keeps the deck and the figures; the Me page draws its charts.
  await context.setOffline(true);
  await page.reload();
  expect([...(await deckOn(page)).keys()].sort()).toEqual([...deck.keys()].sort());
  await page.getByRole("link", { name: "My figures and achievements" }).click();
  await page.locator("#chart-points canvas").waitFor();
  await page.locator("#chart-lengths canvas").waitFor();
  expect(await page.locator(".me-figures dd").first().textContent()).toBe("2");
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, "me-360x740", true);
  await page.evaluate(() => document.documentElement.setAttribute("data-theme", "dark"));
  await screenshot(page, "me-dark-360x740", true);

  // Export, then import on a fresh profile: the same deck.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Save to a file" }).click()]);
  const file = await download.path();
  const saved = readFileSync(file!, "utf8");
  expect(JSON.parse(saved).cards.length).toBe(deck.size);
  await context.close();

  const fresh = await newPlayer(browser(), { viewport: PHONE });
  await fresh.page.goto("/me");
  await fresh.page.getByText("No rounds on this device yet", { exact: false }).waitFor();
  await fresh.page.locator('input[type="file"]').setInputFiles({ name: "baffle.json", mimeType: "application/json", buffer: Buffer.from(saved) });
  await fresh.page.getByText(/^Read: /).waitFor();
  await fresh.page.getByRole("link", { name: "Words to learn" }).click();
  const imported = await deckOn(fresh.page);
  expect([...imported.keys()].sort()).toEqual([...deck.keys()].sort());
  expect(imported.get(due[0]!)).toMatch(/back in/);

  // A file that is not ours is refused and changes nothing.
  await fresh.page.goto("/me");
  await fresh.page.locator('input[type="file"]').setInputFiles({ name: "x.json", mimeType: "application/json", buffer: Buffer.from('{"kind":"other"}') });
  await fresh.page.getByText("That file is not one Baffle saved. Nothing was changed.").waitFor();
  await fresh.context.close();
});
