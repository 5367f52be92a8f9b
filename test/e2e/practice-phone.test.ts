/**
 * Issue 33, item 10: practice's results on a phone. The NEW BEST pills stay inside their
 * figures' boxes, and the board's whole solution is grouped by length and flows in
 * columns instead of one column of every word.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { newPlayer, PHONE, readBoard, screenshot, seriousA11yViolations, useBrowser } from "./browser.ts";
import { wordsOn } from "./words.ts";

const browser = useBrowser();

async function enter(page: Page, word: string): Promise<void> {
  await page.getByLabel("Word", { exact: true }).fill(word);
  await page.keyboard.press("Enter");
  await page.locator(".feedback", { hasText: new RegExp(`(^|[^A-Z])${word.toUpperCase()} `) }).waitFor();
}

async function startRound(page: Page): Promise<void> {
  const start = page.getByRole("button", { name: /^(Start practice|Play again)$/ });
  await expect.poll(() => start.isEnabled(), { timeout: 30_000 }).toBe(true);
  await start.click();
  await page.getByRole("grid", { name: "Board" }).waitFor();
}

test("on a phone the NEW BEST pills stay in their boxes and the solution is grouped by length in columns", async () => {
  const { page, context } = await newPlayer(browser(), { viewport: PHONE, touch: true });
  await page.goto("/practice");
  // A first round with one short word sets the bests to beat; the second beats them.
  await startRound(page);
  await enter(page, wordsOn(await readBoard(page), 3)[0]!.word);
  await page.getByRole("button", { name: "I'm done" }).click();
  await page.getByRole("button", { name: "Play again" }).waitFor();
  await startRound(page);
  const words = wordsOn(await readBoard(page), 3);
  const long = [...words].sort((a, b) => b.word.length - a.word.length).slice(0, 3);
  for (const w of long) await enter(page, w.word);
  await page.getByRole("button", { name: "I'm done" }).click();
  const pills = page.locator(".tag.new-best");
  await pills.first().waitFor();
  expect(await pills.count()).toBeGreaterThanOrEqual(2);
  const outside = await pills.evaluateAll((els) =>
    els.filter((e) => {
      const p = e.getBoundingClientRect();
      const box = e.closest(".figure")!.getBoundingClientRect();
      return p.left < box.left - 0.5 || p.right > box.right + 0.5 || e.scrollWidth > e.clientWidth + 1;
    }).length,
  );
  expect(outside).toBe(0);
  await screenshot(page, "practice-new-best-360x740");

  // The solution: one heading per length, its words side by side.
  const solution = page.locator(".list.solution");
  const lengths = new Set(words.map((w) => w.word.length));
  expect(await solution.locator("h4").count()).toBe(lengths.size);
  const columns = await solution.locator("li").evaluateAll((els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().left))).size);
  expect(columns).toBeGreaterThanOrEqual(2);
  const rows = await solution.locator("li").evaluateAll((els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().top))).size);
  expect(rows).toBeLessThan(words.length * 0.6);
  await solution.scrollIntoViewIfNeeded();
  await screenshot(page, "practice-solution-360x740");
  expect(await seriousA11yViolations(page)).toEqual([]);
  await context.close();
});
