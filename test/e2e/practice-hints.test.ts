/**
 * Issue 34: practice's hints on a phone. The words left per length and per starting die
 * add up to the board's solution (solved here with the server's dictionary), a reveal
 * shows the first two letters of the longest word, finding a word takes it off the counts,
 * and the reveal's cost is shown in the result and taken off the points. axe on the round
 * with the hints open.
 */
import { expect, test } from "vitest";
import { newPlayer, PHONE, readBoard, screenshot, seriousA11yViolations, startPractice, useBrowser } from "./browser.ts";
import { wordsOn } from "./words.ts";

const browser = useBrowser();

test("practice's hints count what is left against the solver, reveal first letters at a cost shown in the result", async () => {
  const { page, context } = await newPlayer(browser(), { viewport: PHONE });
  await startPractice(page);
  const cells = await readBoard(page);
  const solution = wordsOn(cells, cells.length === 16 ? 3 : 4);
  await page.getByText("Hints", { exact: true }).click();

  const lengths = async () => (await page.locator(".hint-lengths li").allTextContents()).map((s) => Number(/: (\d+)$/.exec(s)![1]));
  const starts = async () => (await page.locator(".hint-starts li span[aria-hidden]").allTextContents()).map(Number);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  expect(sum(await lengths())).toBe(solution.length);
  expect(sum(await starts())).toBe(solution.length);
  const byLength = new Map<number, number>();
  for (const w of solution) byLength.set(w.word.length, (byLength.get(w.word.length) ?? 0) + 1);
  expect(await lengths()).toEqual([...byLength].sort((a, b) => a[0] - b[0]).map(([, n]) => n));

  // Finding a word takes it off both counts.
  const first = solution[0]!.word;
  await page.getByLabel("Word", { exact: true }).fill(first);
  await page.keyboard.press("Enter");
  await page.locator(".feedback", { hasText: `${first.toUpperCase()} accepted` }).waitFor();
  await expect.poll(async () => sum(await lengths())).toBe(solution.length - 1);
  expect(sum(await starts())).toBe(solution.length - 1);

  // A reveal: the longest word's first two letters.
  const longest = [...solution].sort((a, b) => b.word.length - a.word.length || (a.word < b.word ? -1 : 1))[0]!.word;
  await page.getByRole("button", { name: /Show first letters/ }).click();
  await page.locator(`.hint-reveals li[data-word="${longest}"]`).waitFor();
  expect(await page.locator(`.hint-reveals li[data-word="${longest}"]`).textContent()).toContain(`${longest.slice(0, 2).toUpperCase()}…`);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, "practice-hints-360x740", true);

  await page.getByRole("button", { name: "I'm done" }).click();
  await page.getByText("Hints cost 2 points, already taken off.").waitFor({ timeout: 15_000 });
  await context.close();
});
