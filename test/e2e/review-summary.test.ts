/**
 * Issue 33, items 8 and 9. The review on a phone opens with one line on how your round
 * went (points, place, words, best word) above the board, and the words nobody found are
 * counted as such, apart from the board's total. Finding every word of a board is
 * celebrated, in practice (untimed, every word typed) as at a table.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { newPlayer, PHONE, readBoard, screenshot, seriousA11yViolations, useBrowser } from "./browser.ts";
import { playingPair } from "./table.ts";
import { wordsOn } from "./words.ts";

const browser = useBrowser();

async function enter(page: Page, word: string): Promise<void> {
  await page.getByLabel("Word", { exact: true }).fill(word);
  await page.keyboard.press("Enter");
  await page.locator(".feedback", { hasText: new RegExp(`(^|[^A-Z])${word.toUpperCase()} `) }).waitFor();
}

test("on a phone the review opens with your round in one line, and counts the words nobody found apart from the board's", async () => {
  const { ann, ben } = await playingPair(browser(), {}, { viewport: PHONE, touch: true });
  const words = wordsOn(await readBoard(ben.page), 3);
  const long = [...words].sort((a, b) => b.word.length - a.word.length)[0]!.word;
  await enter(ben.page, long);
  await enter(ben.page, words[0]!.word === long ? words[1]!.word : words[0]!.word);
  for (const p of [ann.page, ben.page]) await p.getByRole("button", { name: "I'm done" }).click();
  const page = ben.page;
  await page.getByRole("button", { name: "Ready", exact: true }).waitFor();
  await page.evaluate(() => scrollTo(0, 0));

  const line = page.locator(".your-round");
  await line.waitFor();
  const text = (await line.textContent())!;
  expect(text).toContain("Your round:");
  expect(text).toContain("1st of 2");
  expect(text).toContain("2 words");
  expect(text).toContain(`best ${long.toUpperCase()}`);
  // On the first screen, above the board.
  const box = (await line.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  expect(box.y).toBeLessThan((await page.getByRole("grid", { name: "Board of the round" }).boundingBox())!.y);

  // "Nobody found": how many nobody found, of how many on the board.
  const count = (await page.locator(".list.unfound h3 .score").textContent())!;
  const m = /^(\d+) of the board's (\d+) words$/.exec(count);
  expect(m, count).not.toBeNull();
  expect(Number(m![1])).toBe(Number(m![2]) - 2);
  await screenshot(page, "review-summary-360x740");
  expect(await seriousA11yViolations(page)).toEqual([]);
  await ann.context.close();
  await ben.context.close();
});

test("a place shared in the round is said in words, not as a score sheet's \"=1st\"", async () => {
  const { ann, ben } = await playingPair(browser(), {}, { viewport: PHONE, touch: true });
  // Neither finds a word: both have 0 points, and share 1st place.
  for (const p of [ann.page, ben.page]) await p.getByRole("button", { name: "I'm done" }).click();
  const line = ben.page.locator(".your-round");
  await line.waitFor();
  const text = (await line.textContent())!;
  expect(text).toContain("tied for 1st of 2");
  expect(text).not.toContain("=");
  expect(await seriousA11yViolations(ben.page)).toEqual([]);
  await ann.context.close();
  await ben.context.close();
});

test("finding every word of a practice board is celebrated", async () => {
  const { page, context } = await newPlayer(browser(), { viewport: PHONE, touch: true });
  await page.goto("/practice");
  await page.locator(".pill", { hasText: "Relaxed" }).click();
  const start = page.getByRole("button", { name: "Start practice" });
  await expect.poll(() => start.isEnabled(), { timeout: 30_000 }).toBe(true);
  await start.click();
  const cells = await readBoard(page);
  const all = wordsOn(cells, 3);
  const field = page.getByLabel("Word", { exact: true });
  for (const w of all) {
    await field.fill(w.word);
    await field.press("Enter");
  }
  await page.locator(".feedback", { hasText: new RegExp(`(^|[^A-Z])${all.at(-1)!.word.toUpperCase()} `) }).waitFor();
  await page.getByRole("button", { name: "I'm done" }).click();
  await page.getByText("You found every word on the board!").waitFor();
  await screenshot(page, "practice-every-word-360x740");
  await context.close();
});
