/**
 * The review shows scoring as it was counted. With cancellation off ("Score for
 * everyone") a word two players both found scores for both, so it is shown with its
 * points and marked "also found by …", never struck out; and every list's visible
 * points, the penalty for refused entries included, add up to the total in its heading.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { readBoard, useBrowser } from "./browser.ts";
import { playingPair } from "./table.ts";
import { wordsOn } from "./words.ts";

const browser = useBrowser();

async function enter(page: Page, word: string): Promise<void> {
  await page.getByLabel("Word", { exact: true }).fill(word);
  await page.keyboard.press("Enter");
  await page.locator(".feedback", { hasText: new RegExp(`(^|[^A-Z])${word.toUpperCase()} `) }).waitFor();
}

/** Per list in the review: the points shown beside its entries (signed) and the total in its heading. */
function columns(page: Page): Promise<{ name: string; shown: number[]; total: number }[]> {
  return page.locator(".round-review .list:not(.unfound)").evaluateAll((lists) =>
    lists.map((list) => {
      const number = (text: string) => Number(text.replace("−", "-").replace(/[^-+\d]/g, ""));
      const shown = [...list.querySelectorAll("li .pts")]
        .map((e) => e.textContent ?? "")
        .filter((t) => /[+−-]\d/.test(t))
        .map(number);
      return { name: list.querySelector("h3")!.textContent ?? "", shown, total: number(list.querySelector("h3 .score")!.textContent ?? "") };
    }),
  );
}

test("with cancellation off, shared words show their points and each column adds up to its total", async () => {
  const { ann, ben } = await playingPair(browser(), { cancellation: false, penalty: 2 });

  // Two words both find (one of them long, so it is worth more than a point), one each
  // alone, and one refused entry for Ann.
  const found = wordsOn(await readBoard(ann.page), 3);
  const long = [...found].sort((a, b) => b.word.length - a.word.length)[0]!.word;
  const short = found.filter((w) => w.word !== long).map((w) => w.word);
  for (const p of [ann.page, ben.page]) {
    await enter(p, long);
    await enter(p, short[0]!);
  }
  await enter(ann.page, short[1]!);
  await enter(ben.page, short[2]!);
  await enter(ann.page, "qzxqzx");
  for (const p of [ann.page, ben.page]) await p.getByRole("button", { name: "I'm done" }).click();
  await ann.page.getByRole("button", { name: "Ready", exact: true }).waitFor();

  const lists = await columns(ann.page);
  expect(lists).toHaveLength(2);
  for (const list of lists) {
    expect(list.shown.length, list.name).toBeGreaterThan(0);
    expect(list.shown.reduce((a, b) => a + b, 0), list.name).toBe(list.total);
  }
  // Ann's refused entry costs her 2, shown in her list.
  expect(lists[0]!.shown).toContain(-2);
  // The shared word: its points, who else found it, nothing struck out or called worthless.
  const mine = ann.page.locator(".list.you li", { hasText: long });
  expect(await mine.textContent()).toContain("also found by Ben");
  expect(await mine.locator("s").count()).toBe(0);
  expect(await ann.page.locator(".list.you").textContent()).not.toMatch(/shared|no points/i);
  await ann.context.close();
  await ben.context.close();
});
