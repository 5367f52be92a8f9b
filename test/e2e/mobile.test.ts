/**
 * One-handed on a phone: a 360×740 touch screen plays "Play with bots", enters a word
 * by dragging a finger across the dice, survives the network dropping mid-round, and
 * reaches the review between rounds. Writes
 * the review screenshots at both sizes (this match has more than one round, so the
 * review is its own screen here).
 */
import { expect, test } from "vitest";
import { DESKTOP, newPlayer, PHONE, readBoard, screenshot, touchDrag, waitForLit, useBrowser } from "./browser.ts";
import { acceptedText, exactly } from "./text.ts";
import { wordsOn } from "./words.ts";

const browser = useBrowser();

test("a 360×740 touch screen plays a word by dragging, survives a network drop, reviews, plays on", async () => {
  const { page, context } = await newPlayer(browser(), { viewport: PHONE, touch: true, serviceWorker: true });
  await page.goto("/");
  await page.getByLabel("Name", { exact: true }).fill("Tess");
  await page.getByRole("button", { name: "Play with bots" }).click();
  await page.getByRole("grid", { name: "Board" }).waitFor();

  // The board is as large as the phone allows, and the page does not scroll sideways.
  const box = (await page.locator(".board").boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(300);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // Where things sit before any word: they must not move as words and verdicts arrive.
  const layout = () =>
    page.evaluate(() =>
      // The word list's header bottom: where the list itself starts.
      [".board", ".entry", ".wordlist h2"].map((sel) => Math.round(document.querySelector(sel)!.getBoundingClientRect().bottom)),
    );
  const before = await layout();

  const cells = await readBoard(page);
  const found = wordsOn(cells, 3);
  const word = found.find((w) => w.word.length >= 4) ?? found[0]!;
  const later = found.find((w) => w.word !== word.word)!;
  await touchDrag(page, word.path);
  await page.locator(".feedback", { hasText: acceptedText(word.word) }).waitFor();
  expect(await page.locator(".words .w").allTextContents()).toContain(word.word);
  // Dragging did not scroll the page.
  expect(await page.evaluate(() => scrollY)).toBe(0);

  // The network drops mid-round: the page says so and keeps the board; a word traced
  // meanwhile is sent once we are back in our seat, with the first word still there.
  await context.setOffline(true);
  await page.getByText("Reconnecting…").waitFor();
  expect(await layout()).toEqual(before);
  await touchDrag(page, later.path);
  // It shows in the list as queued, not yet scored.
  await page.locator(".words li.queued", { hasText: later.word }).waitFor();
  expect(await page.locator(".words li.queued .queued-note").allTextContents()).toEqual(["queued"]);
  await screenshot(page, "reconnecting-360x740");
  await context.setOffline(false);
  await page.getByText("Reconnecting…").waitFor({ state: "detached" });
  await page.locator(".feedback", { hasText: acceptedText(later.word) }).waitFor();
  expect(await page.locator(".words li.queued").count()).toBe(0);
  expect((await page.locator(".words .w").allTextContents()).sort()).toEqual([word.word, later.word].sort());
  expect(await layout()).toEqual(before);
  await page.getByRole("button", { name: "I'm done" }).waitFor();

  await page.getByRole("button", { name: "I'm done" }).click();
  await page.getByRole("button", { name: "Ready", exact: true }).waitFor();
  await page.locator(".list.you .w", { hasText: exactly(word.word) }).waitFor();
  await screenshot(page, "review-360x740");
  // Tapping a word lights its path on the review board.
  await page
    .locator(".list.you .word-btn")
    .filter({ has: page.locator(".w", { hasText: exactly(word.word) }) })
    .tap();
  await waitForLit(page, word.path.length, ".round-review");
  await page.setViewportSize(DESKTOP);
  await screenshot(page, "review-1280x800");

  // Ready: the next round starts at once (the computer player does not hold it up).
  await page.getByRole("button", { name: "Ready", exact: true }).click();
  await page.getByText("Round 2 of 3").waitFor();
  await page.getByRole("grid", { name: "Board" }).waitFor();
  expect(await page.locator(".words .w").count()).toBe(0);
  await context.close();
});
