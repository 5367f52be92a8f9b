/**
 * Issue 33, item 2: a player alone in an arena round is told so plainly, not "1st of 1,
 * ahead of 100% of the other players", and their words carry no shares that contradict
 * it. (Run on this file's own server's short rounds: test/e2e/arena-rounds.ts; Solo plays
 * a round that started after they came.)
 */
import { expect, test } from "vitest";
import { roundSince, useArenaServer } from "./arena-rounds.ts";
import { newPlayer, PHONE, screenshot, seriousA11yViolations, useBrowser } from "./browser.ts";
import { acceptedText } from "./text.ts";
import { wordsOn } from "./words.ts";

const browser = useBrowser();
const arena = useArenaServer();

test("alone in an arena round, the results say so plainly", async () => {
  const { page, context } = await newPlayer(browser(), { baseURL: arena(), viewport: PHONE, touch: true });
  const since = Date.now();
  await page.goto("/arena");
  await page.getByLabel("Name").fill("Solo");
  await page.getByRole("button", { name: "Play", exact: true }).click();
  const word = wordsOn((await roundSince(page, since)).cells, 3)[0]!.word;
  await page.getByLabel("Word", { exact: true }).fill(word);
  await page.keyboard.press("Enter");
  await page.locator(".feedback", { hasText: acceptedText(word) }).waitFor();
  const standing = page.locator(".arena-standing");
  await standing.waitFor({ timeout: 60_000 });
  const text = (await standing.textContent())!;
  expect(text).toContain("You were the only player this round");
  expect(text).not.toContain("ahead of");
  expect(await page.locator(".arena-results .share").count()).toBe(0);
  await screenshot(page, "arena-alone-360x740", true);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await context.close();
}, 180_000);
