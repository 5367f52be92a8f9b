/**
 * The daily result, like a table's review: a word of the try shows what it means, and
 * "Play this board" (offered once the scored try is in) opens practice on the day's dice
 * with the try's score beside the practice one.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { POS_NAME } from "../../src/dict/definition-shards.ts";
import { newPlayer, readBoard, useBrowser } from "./browser.ts";
import { acceptedText, exactly } from "./text.ts";
import { definitionsOf, wordsOn } from "./words.ts";

const browser = useBrowser();

async function enter(page: Page, word: string): Promise<void> {
  await page.getByLabel("Word", { exact: true }).fill(word);
  await page.keyboard.press("Enter");
  await page.locator(".feedback", { hasText: acceptedText(word) }).waitFor();
}

test("the daily result defines a word and plays its board in practice beside the try's score", async () => {
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
  await page.getByRole("button", { name: "I'm done" }).click();
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

  await page.getByRole("link", { name: "Play this board" }).click();
  await page.waitForURL(/\/practice\?board=/);
  const start = page.getByRole("button", { name: "Start practice" });
  await expect.poll(() => start.isEnabled()).toBe(true);
  await start.click();
  expect(await readBoard(page)).toEqual(cells);
  await page.getByRole("button", { name: "I'm done" }).click();
  // I'm done can be undone for 3 s; the review comes once that has run out.
  await page.locator("table.comparison").waitFor();
  const rows = await page.locator("table.comparison tbody tr").evaluateAll((trs) => trs.map((tr) => [tr.querySelector("th")!.textContent, Number(tr.querySelector("td")!.textContent)]));
  expect(rows).toEqual(expect.arrayContaining([[`Cleo (Baffle #${number})`, points], ["You (practice)", 0]]));
  await context.close();
});
