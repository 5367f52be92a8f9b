/**
 * Keyboard alone, on a device whose clock is ten minutes slow: a player sets up a game
 * against a computer player, enters words and finishes the round without touching the
 * mouse, and the timer still shows the server's time. The round and review screens have
 * no serious or critical axe violations either.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { newPlayer, readBoard, seriousA11yViolations, useBrowser } from "./browser.ts";
import { acceptedText } from "./text.ts";
import { wordsOn } from "./words.ts";

const browser = useBrowser();

/** Press `key` until the focused element reads `text`; fails if it is not reached within `most` presses. */
async function tabTo(page: Page, key: "Tab" | "Shift+Tab", text: string, most: number): Promise<void> {
  const focused = () => page.evaluate(() => document.activeElement?.textContent ?? null);
  for (let i = 0; i < most && (await focused()) !== text; i++) await page.keyboard.press(key);
  expect(await focused(), `${key} reaches "${text}"`).toBe(text);
}

test("a keyboard-only player with a wrong device clock plays a round", async () => {
  const { page, context } = await newPlayer(browser());
  await context.addInitScript(() => {
    const realNow = Date.now.bind(Date);
    Date.now = () => realNow() - 10 * 60_000;
  });
  await page.goto("/");
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("name");
  await page.keyboard.type("Kit");
  // Tab through the options to "Play with bots" and press it.
  await tabTo(page, "Tab", "Play with bots", 20);
  await page.keyboard.press("Enter");
  await page.getByRole("grid", { name: "Board" }).waitFor();

  // The timer follows the server's clock, not the device's: close to a full round left.
  await page.locator(".timer-text").waitFor();
  await page.waitForFunction(() => /^[23]:\d\d$/.test(document.querySelector(".timer-text")?.textContent ?? ""));

  const cells = await readBoard(page);
  const [first, second] = wordsOn(cells, 3);
  // Letters typed anywhere go to the Word field.
  await page.locator("body").press("Escape");
  await page.keyboard.type(first!.word);
  await page.keyboard.press("Enter");
  await page.locator(".feedback", { hasText: acceptedText(first!.word) }).waitFor();
  await page.keyboard.type(second!.word);
  await page.keyboard.press("Enter");
  await page.locator(".feedback", { hasText: acceptedText(second!.word) }).waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Shift+Tab from the Word field reaches "I'm done".
  await page.getByLabel("Word", { exact: true }).focus();
  await tabTo(page, "Shift+Tab", "I'm done", 10);
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Ready", exact: true }).waitFor();
  // The review's words are buttons: focusing one lights its path.
  await page.locator(".list.you .word-btn").first().focus();
  await page.locator(".round-review .die.lit").first().waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await context.close();
});
