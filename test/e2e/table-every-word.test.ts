/**
 * Issue 33, item 9 at a table: two players who between them find every word of the
 * board (each types half of the solution, solved here with the server's dictionary) are
 * told so at the top of the review ("Together you found every word on the board!"), Ben
 * on a phone where it must show before the board. Axe finds nothing serious there.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { PHONE, readBoard, screenshot, seriousA11yViolations, useBrowser } from "./browser.ts";
import { playingPair } from "./table.ts";
import { wordsOn } from "./words.ts";

const browser = useBrowser();

/** Type `words` one after another, then wait until the last is answered. */
async function typeAll(page: Page, words: readonly string[]): Promise<void> {
  const field = page.getByLabel("Word", { exact: true });
  for (const w of words) {
    await field.fill(w);
    await field.press("Enter");
  }
  await page.locator(".feedback", { hasText: new RegExp(`(^|[^A-Z])${words.at(-1)!.toUpperCase()} `) }).waitFor();
}

test("a table that finds every word of its board together is told so at the top of the review", async () => {
  const { ann, ben } = await playingPair(browser(), { cancellation: false }, { viewport: PHONE, touch: true });
  const cells = await readBoard(ann.page);
  const all = wordsOn(cells, 3).map((w) => w.word);
  await Promise.all([
    typeAll(ann.page, all.filter((_, i) => i % 2 === 0)),
    typeAll(ben.page, all.filter((_, i) => i % 2 === 1)),
  ]);
  for (const p of [ann.page, ben.page]) await p.getByRole("button", { name: "I'm done" }).click();
  for (const p of [ann.page, ben.page]) await p.locator(".every-word", { hasText: "Together you found every word on the board!" }).waitFor({ timeout: 30_000 });
  // On the phone it is on the first screen, above the board.
  const box = await ben.page.locator(".every-word").boundingBox();
  const board = await ben.page.locator(".review-board").boundingBox();
  expect(box!.y).toBeLessThan(board!.y);
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
  await screenshot(ben.page, "table-every-word-360x740");
  expect(await seriousA11yViolations(ben.page)).toEqual([]);
  await ann.context.close();
  await ben.context.close();
}, 120_000);
