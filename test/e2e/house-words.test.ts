/**
 * House words in a browser (issue 31): Ben, on a phone, enters letters that trace on the
 * board but that the dictionary refuses; in the review he puts them to the table, Ann votes
 * yes on her laptop, and both read the notice with the totals before and after; the word is
 * listed as the table's, and axe finds nothing serious on the panel.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { neighbours } from "../../src/game/board.ts";
import { PHONE, readBoard, screenshot, seriousA11yViolations, useBrowser } from "./browser.ts";
import { playingPair } from "./table.ts";
import { wordsOn } from "./words.ts";

const browser = useBrowser();

/** Four letters on a path of the board that are not a word (plain a–z). */
function disputedOn(cells: readonly string[]): string {
  const words = new Set(wordsOn(cells, 3).map((w) => w.word));
  const around = neighbours(Math.sqrt(cells.length));
  const walk = (path: number[]): string | null => {
    if (path.length === 4) {
      const word = path.map((c) => cells[c]!.toLowerCase()).join("");
      return /^[a-z]{4}$/.test(word) && !words.has(word) ? word : null;
    }
    for (const next of around[path.at(-1)!]!) {
      if (path.includes(next)) continue;
      const found = walk([...path, next]);
      if (found) return found;
    }
    return null;
  };
  for (let start = 0; start < cells.length; start++) {
    const found = walk([start]);
    if (found) return found;
  }
  throw new Error("no disputed word on this board");
}

async function enter(page: Page, word: string): Promise<void> {
  await page.getByLabel("Word", { exact: true }).fill(word);
  await page.keyboard.press("Enter");
  await page.locator(".feedback", { hasText: new RegExp(`(^|[^A-Z])${word.toUpperCase()} `) }).waitFor();
}

test("a word the dictionary refused, put to the table from the review and carried by both people", async () => {
  const { ann, ben } = await playingPair(browser(), { rounds: 2 }, { viewport: PHONE, touch: true });
  const word = disputedOn(await readBoard(ben.page));
  await enter(ben.page, word);
  for (const p of [ann.page, ben.page]) await p.getByRole("button", { name: "I'm done" }).click();
  const panel = ben.page.locator("section.house-words");
  await panel.waitFor();
  await panel.getByRole("button", { name: `Ask the table to accept ${word}` }).click();

  const vote = ann.page.getByRole("group", { name: `Ben asks the table to accept “${word}”.` });
  await vote.waitFor();
  await expect.poll(() => vote.textContent()).toContain("Not in Baffle's dictionary");
  await screenshot(ben.page, "house-vote-360x740", true);
  expect(await seriousA11yViolations(ben.page)).toEqual([]);
  await vote.getByRole("button", { name: "Yes" }).click();

  for (const p of [ann.page, ben.page]) {
    const notice = p.locator(".notices .banner", { hasText: `Ben's table accepted ${word}` });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`Ben's table accepted ${word}: round 1 rescored — Ben 0 → 1, Ann 0.`);
    await p.locator("section.house-words dd", { hasText: word.toUpperCase() }).or(p.locator("section.house-words dd", { hasText: word })).first().waitFor();
  }
  await screenshot(ann.page, "house-carried-1280x800", true);
  expect(await seriousA11yViolations(ann.page)).toEqual([]);
  await ann.context.close();
  await ben.context.close();
});
