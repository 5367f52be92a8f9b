/**
 * Issue 34 in a real Chromium, on a phone and a fresh device: untimed training on a
 * small board (a seeded board with few words, given by its code, its words solved here
 * with the server's dictionary) runs to 100% with a progress bar and ends by itself; and
 * the coach's first tips: the first refused word says why and what would count, closes,
 * and does not come back for the next refusal; the first review points at the words
 * missed and the deck. axe on the round with a tip open; screenshots.
 */
import { expect, test } from "vitest";
import { shakeBoard } from "../../src/game/board.ts";
import { boardCode } from "../../src/game/board-code.ts";
import { seededRng } from "../../src/game/random.ts";
import { newPlayer, PHONE, screenshot, seriousA11yViolations, useBrowser } from "./browser.ts";
import { wordsOn } from "./words.ts";

const browser = useBrowser();

/** The first seeded 4×4 board with a handful of words (at least 4, at most 8): few enough to type them all. */
function smallBoard(): { code: string; words: string[] } {
  for (let seed = 1; ; seed++) {
    const board = shakeBoard(4, seededRng(seed));
    const words = wordsOn(board.cells, 3).map((w) => w.word);
    if (words.length >= 4 && words.length <= 8) return { code: boardCode(board), words };
  }
}

test("untimed training on a small board runs to 100% and ends by itself; the coach explains the first refusal once and points at the deck after", async () => {
  const { code, words } = smallBoard();
  const { page, context } = await newPlayer(browser(), { viewport: PHONE });
  await page.goto(`/practice?board=${code}`);
  await page.getByText("Untimed: find them all").click();
  // Untimed: no timer choice.
  expect(await page.getByRole("group", { name: "Timer" }).count()).toBe(0);
  const start = page.getByRole("button", { name: "Start practice" });
  await expect.poll(() => start.isEnabled()).toBe(true);
  await start.click();
  await page.getByRole("grid", { name: "Board" }).waitFor();
  const bar = page.locator(".training-progress progress");
  await bar.waitFor();
  expect(await bar.getAttribute("data-share")).toBe("0");
  expect(await page.locator(".timer-text").count()).toBe(0);

  const type = async (word: string) => {
    await page.getByLabel("Word", { exact: true }).fill(word);
    await page.keyboard.press("Enter");
  };
  // The first refused word: the coach says why and what would count.
  await type("xqzt");
  const tip = page.locator('.coach-tip[data-tip="refused"]');
  await tip.waitFor();
  expect(await tip.textContent()).toContain("XQZT didn't count.");
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, "coach-refused-360x740", true);
  await tip.getByRole("button", { name: "Got it" }).click();
  await tip.waitFor({ state: "detached" });
  // The next refusal: no tip again.
  await type("zzzq");
  await page.locator(".feedback.bad", { hasText: "ZZZQ" }).waitFor();
  await page.waitForTimeout(500);
  expect(await page.locator(".coach-tip").count()).toBe(0);

  for (const [i, word] of words.entries()) {
    if (i === words.length - 1) break;
    await type(word);
    await page.locator(".feedback", { hasText: `${word.toUpperCase()} accepted` }).waitFor();
    await expect.poll(async () => Number(await bar.getAttribute("data-share"))).toBe(Math.floor(((i + 1) / words.length) * 100));
  }
  await screenshot(page, "practice-training-untimed-360x740", true);
  // The last word reaches 100% and the round ends by itself.
  await type(words.at(-1)!);
  const result = page.locator(".training-result");
  await result.waitFor({ timeout: 15_000 });
  expect(await result.getAttribute("data-complete")).toBe("true");
  expect(await result.textContent()).toContain(`${words.length} of ${words.length} words found`);
  // The first review: the coach points at the words missed and the deck.
  const note = page.locator('.coach-tip[data-tip="review"]');
  await note.waitFor();
  expect(await note.getByRole("link", { name: "Open your deck" }).getAttribute("href")).toBe("/learn");
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, "coach-review-360x740", true);

  // Seen once: a reload of practice and another round show none of it again.
  await page.reload();
  await page.waitForTimeout(500);
  expect(await page.locator(".coach-tip").count()).toBe(0);
  await context.close();
});
