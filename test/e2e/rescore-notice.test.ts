/**
 * Issue 26, row 7: a rule change that rescored finished rounds was told in jargon
 * ("Sam changed cancellation off; round 1 rescored") and never said what it did, and the
 * rules summary read "… — 3 changed" without naming what changed. The notice now says it
 * in plain words with everyone's total before and after, and the summary names the rules
 * that differ from the usual, on the table and on the results page.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { scoreWord } from "../../src/game/scoring.ts";
import { readBoard, screenshot, useBrowser } from "./browser.ts";
import { playingPair } from "./table.ts";
import { wordsOn } from "./words.ts";

const browser = useBrowser();

async function enter(page: Page, word: string): Promise<void> {
  await page.getByLabel("Word", { exact: true }).fill(word);
  await page.keyboard.press("Enter");
  await page.locator(".feedback", { hasText: new RegExp(`(^|[^A-Z])${word.toUpperCase()} `) }).waitFor();
}

test("a rescore is told in plain words with the totals before and after; the summary names the unusual rules", async () => {
  const { ann, ben } = await playingPair(browser(), { rounds: 1, penalty: 2 });
  const words = wordsOn(await readBoard(ann.page), 4).map((w) => w.word).sort((a, b) => b.length - a.length);
  const [shared, annOnly, benOnly] = [words[0]!, words[1]!, words[2]!];
  for (const w of [shared, annOnly]) await enter(ann.page, w);
  for (const w of [shared, benOnly]) await enter(ben.page, w);
  for (const p of [ann.page, ben.page]) await p.getByRole("button", { name: "I'm done" }).click();
  for (const p of [ann.page, ben.page]) await p.locator("#finale-title").waitFor();

  // The published points table (classic on 4×4); a shared word scores nothing until the change.
  const [a0, b0] = [scoreWord(annOnly), scoreWord(benOnly)];
  const [a1, b1] = [a0 + scoreWord(shared), b0 + scoreWord(shared)];
  const panel = ann.page.locator("details.house-rules", { has: ann.page.locator("summary", { hasText: "Table settings" }) });
  await panel.locator("summary").click();
  await panel.getByRole("group", { name: "Words two players both found" }).locator(".pill", { hasText: "Score for everyone" }).click();

  const notice = ben.page.locator(".notices .banner", { hasText: "Ann changed the rules" });
  await notice.waitFor();
  const text = (await notice.textContent())!;
  // Everyone in the new order (equal totals: the first seat first).
  const order = a1 >= b1 ? [`Ann ${a0} → ${a1}`, `Ben ${b0} → ${b1}`] : [`Ben ${b0} → ${b1}`, `Ann ${a0} → ${a1}`];
  expect(text).toContain(`Ann changed the rules: shared words now score for everyone; round 1 rescored — ${order.join(", ")}.`);
  await screenshot(ben.page, "rescore-notice-1280x800");

  // The summary names what differs from the usual, on the table and on the results page.
  const named = "Shared words score for everyone · Penalty 2";
  await ben.page.locator("details.house-rules summary", { hasText: named }).first().waitFor();
  await ben.page.goto(`${new URL(ben.page.url()).origin}/r/${new URL(ben.page.url()).pathname.split("/")[2]}`);
  await ben.page.getByText(named).waitFor();
  await screenshot(ben.page, "results-rules-1280x800", true);
  await ann.context.close();
  await ben.context.close();
});
