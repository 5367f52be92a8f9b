/**
 * The daily result, like a table's review: a word of the try shows what it means. The
 * scored try's I'm done can be undone for 3 s, like a table's (issue 26, row 1). Until the
 * day is over its result hands out nothing of its board: no code, no link, no "Play this
 * board" (issue 26, row 2), while the player's own practice replay stays; a past day's
 * result has them, and "Play this board" opens practice on that day's dice with the try's
 * score beside the practice one.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { POS_NAME } from "../../src/dict/definition-shards.ts";
import { newPlayer, readBoard, screenshot, useBrowser } from "./browser.ts";
import { acceptedText, exactly } from "./text.ts";
import { definitionsOf, wordsOn } from "./words.ts";

const browser = useBrowser();

async function enter(page: Page, word: string): Promise<void> {
  await page.getByLabel("Word", { exact: true }).fill(word);
  await page.keyboard.press("Enter");
  await page.locator(".feedback", { hasText: acceptedText(word) }).waitFor();
}

test("the daily try's I'm done can be undone; today's result gives nothing of its board away, a past day's plays it in practice", async () => {
  const { context, page } = await newPlayer(browser());
  await page.goto("/daily");
  await page.getByLabel("Name").fill("Cleo");
  const play = page.getByRole("button", { name: "Play today's board" });
  await expect.poll(() => play.isEnabled()).toBe(true);
  await play.click();
  await page.getByRole("grid", { name: "Board" }).waitFor();
  const cells = await readBoard(page);
  const defined = wordsOn(cells, 3).map((w) => w.word).filter((w) => definitionsOf(w).length > 0);
  for (const w of defined.slice(0, 2)) await enter(page, w);
  // I'm done, then Undo within its 3 s: the try goes on, nothing is handed in.
  await page.getByRole("button", { name: "I'm done" }).click();
  await page.getByRole("button", { name: "Undo" }).click();
  await page.waitForTimeout(3_500);
  expect(await page.getByRole("grid", { name: "Board" }).count()).toBe(1);
  expect(await page.locator(".figure").count()).toBe(0);
  await screenshot(page, "daily-undo-1280x800");
  await page.getByRole("button", { name: "I'm done" }).click();
  await page.getByText(/Done in 0:0\d/).waitFor();
  const heading = page.getByRole("heading", { name: /^Baffle #\d+$/ });
  await heading.waitFor();
  const number = (await heading.textContent())!.replace(/\D/g, "");
  const points = Number(await page.locator(".figure", { hasText: "Points" }).locator(".figure-value").textContent());

  const word = defined[0]!;
  await page.locator(".list.you .word-btn").filter({ has: page.locator(".w", { hasText: exactly(word) }) }).click();
  const meaning = page.locator(".word-meaning");
  await meaning.locator("dd").first().waitFor();
  const first = definitionsOf(word)[0]!;
  expect(await meaning.textContent()).toContain(POS_NAME[first.pos]);
  expect(await meaning.textContent()).toContain(first.senses[0]);

  // Today's board stays today's: no code, no link, no Play this board; practice replay stays.
  for (const text of ["Board code", "Copy link"]) expect(await page.getByText(text).count(), text).toBe(0);
  expect(await page.getByRole("link", { name: "Play this board" }).count()).toBe(0);
  await page.getByRole("button", { name: "Play again (practice)" }).waitFor();
  await screenshot(page, "daily-result-today-1280x800", true);

  // A past day's result (yesterday's board as practice) has them.
  await page.getByRole("button", { name: "Yesterday's board (practice)" }).click();
  await page.getByRole("grid", { name: "Board" }).waitFor();
  const yesterday = await readBoard(page);
  await page.getByRole("button", { name: "I'm done" }).click();
  await page.getByRole("heading", { name: `Baffle #${Number(number) - 1}` }).waitFor();
  await page.getByText("Board code").waitFor();
  await screenshot(page, "daily-result-past-1280x800", true);
  await page.getByRole("link", { name: "Play this board" }).click();
  await page.waitForURL(/\/practice\?board=/);
  const start = page.getByRole("button", { name: "Start practice" });
  await expect.poll(() => start.isEnabled()).toBe(true);
  await start.click();
  expect(await readBoard(page)).toEqual(yesterday);
  expect(yesterday).not.toEqual(cells);
  await page.getByRole("button", { name: "I'm done" }).click();
  // I'm done can be undone for 3 s; the review comes once that has run out.
  await page.locator("table.comparison").waitFor();
  const rows = await page.locator("table.comparison tbody tr").evaluateAll((trs) => trs.map((tr) => [tr.querySelector("th")!.textContent, Number(tr.querySelector("td")!.textContent)]));
  expect(rows).toEqual(expect.arrayContaining([[`Cleo (Baffle #${Number(number) - 1})`, 0], ["You (practice)", 0]]));
  expect(points).toBeGreaterThan(0);
  await context.close();
});
