/**
 * A review word shows what it means. Two players finish a round; in the review, tapping
 * a word of a player's list shows its part of speech and first sense (what the built
 * definitions the client is served say, read here from the same files), and a word of
 * "Nobody found" reached by keyboard alone shows its meaning too.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { POS_NAME } from "../../src/dict/definition-shards.ts";
import { readBoard, useBrowser } from "./browser.ts";
import { playingPair } from "./table.ts";
import { exactly } from "./text.ts";
import { definitionsOf, wordsOn } from "./words.ts";

const browser = useBrowser();

async function enter(page: Page, word: string): Promise<void> {
  await page.getByLabel("Word", { exact: true }).fill(word);
  await page.keyboard.press("Enter");
  await page.locator(".feedback", { hasText: new RegExp(`(^|[^A-Z])${word.toUpperCase()} `) }).waitFor();
}

test("a review word shows its part of speech and first sense, by tap and by keyboard", async () => {
  const { ann, ben } = await playingPair(browser());
  const found = wordsOn(await readBoard(ann.page), 3).map((w) => w.word);
  // Ann's words: ones WordNet defines, an inflected form among them when the board has one.
  const defined = found.filter((w) => definitionsOf(w).length > 0);
  const inflected = defined.find((w) => definitionsOf(w)[0]!.lemma !== w);
  const mine = [...new Set([inflected ?? defined[0]!, ...defined.slice(0, 2)])];
  for (const w of mine) await enter(ann.page, w);
  for (const p of [ann.page, ben.page]) await p.getByRole("button", { name: "I'm done" }).click();
  await ann.page.getByRole("button", { name: "Ready", exact: true }).waitFor();

  const meaning = ann.page.locator(".word-meaning");
  const word = mine[0]!;
  const [first] = definitionsOf(word);
  await ann.page.locator(".list.you .word-btn").filter({ has: ann.page.locator(".w", { hasText: exactly(word) }) }).click();
  await meaning.locator("dd").first().waitFor();
  expect(await meaning.locator(".meaning-word span").first().textContent()).toBe(word.toUpperCase());
  const text = await meaning.textContent();
  expect(text).toContain(POS_NAME[first!.pos]);
  expect(text).toContain(first!.senses[0]);
  if (first!.lemma !== word) expect(await meaning.locator("dt").first().textContent()).toContain(first!.lemma);
  expect(await meaning.getAttribute("aria-live")).toBe("polite");
  // WordNet's licence goes with its text: the credit links to it, served beside the shards.
  const credit = await meaning.getByRole("link", { name: "WordNet 3.1" }).getAttribute("href");
  expect(await (await fetch(new URL(credit!, ann.page.url()))).text()).toContain("Princeton University");

  // Keyboard only: Tab from the last of Ann's words into the "Nobody found" list.
  const unfound = await ann.page.locator(".list.unfound .w").allTextContents();
  expect(unfound.length).toBeGreaterThan(0);
  await ann.page.locator(".list.you .word-btn").last().focus();
  let reached = "";
  for (let i = 0; i < 40 && !unfound.includes(reached); i++) {
    await ann.page.keyboard.press("Tab");
    reached = await ann.page.evaluate(() => document.activeElement?.querySelector(".w")?.textContent ?? "");
  }
  expect(unfound).toContain(reached);
  await expect.poll(() => meaning.locator(".meaning-word span").first().textContent()).toBe(reached.toUpperCase());
  const defs = definitionsOf(reached);
  if (defs.length) await expect.poll(() => meaning.textContent()).toContain(defs[0]!.senses[0]);
  else await expect.poll(() => meaning.textContent()).toContain("no definition");
  await ann.context.close();
  await ben.context.close();
});
