/**
 * Issue 26, row 6: the review's lists were ragged. Every word sits on one line with its
 * points (or SHARED) at 360 px and at 1280 px; the lists and Nobody found flow as columns
 * without holes; "Show all N words" reveals the board's whole solution, everyday words
 * first; a tapped word's meaning is shown whole on a phone, not cut off in a box.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { PHONE, readBoard, screenshot, useBrowser } from "./browser.ts";
import { playingPair } from "./table.ts";
import { definitionsOf, levelOf, wordsOn } from "./words.ts";

const browser = useBrowser();

async function enter(page: Page, word: string): Promise<void> {
  await page.getByLabel("Word", { exact: true }).fill(word);
  await page.keyboard.press("Enter");
  await page.locator(".feedback", { hasText: new RegExp(`(^|[^A-Z])${word.toUpperCase()} `) }).waitFor();
}

/** For each word of the review's lists: whether its word wraps, and whether its points sit on the word's line. */
function wordLines(page: Page) {
  return page.locator(".round-review .lists li .word-btn").evaluateAll((buttons) =>
    buttons.map((b) => {
      const w = b.querySelector(".w")!;
      const pts = b.querySelector(".pts");
      const word = w.getBoundingClientRect();
      const p = pts?.getBoundingClientRect();
      return {
        word: w.textContent,
        wordLines: w.getClientRects().length,
        // The points share the word's line when the two boxes overlap vertically.
        sameLine: !p || (p.top < word.bottom && p.bottom > word.top),
      };
    }),
  );
}

/** Cards of the lists that start lower than they need to: not at the top, and not just under another card of their column. */
function holes(page: Page) {
  return page.locator(".round-review .lists").evaluate((lists) => {
    const top = lists.getBoundingClientRect().top;
    const cards = [...lists.querySelectorAll(":scope > .list")].map((c) => ({ label: c.getAttribute("aria-label"), r: c.getBoundingClientRect() }));
    return cards
      .filter(({ r }) => r.top - top > 2)
      .filter(({ r }) => !cards.some((o) => o.r.left < r.right && o.r.right > r.left && o.r.bottom <= r.top && r.top - o.r.bottom <= 16))
      .map((c) => c.label);
  });
}

test("review words sit on one line at both widths, the lists flow without holes, Show all reveals the solution, and a meaning shows whole on a phone", async () => {
  const { ann, ben } = await playingPair(browser(), {}, { viewport: PHONE, touch: true });
  const cells = await readBoard(ann.page);
  const solution = wordsOn(cells, 3);
  // Ann enters the longest words she can (one shared with Ben, so a list shows SHARED), Ben only a couple.
  const longest = [...solution].sort((a, b) => b.word.length - a.word.length).map((w) => w.word);
  const defined = longest.filter((w) => definitionsOf(w).length > 0);
  const annWords = [...new Set([...defined.slice(0, 6), ...longest.slice(0, 4)])].slice(0, 8);
  for (const w of annWords) await enter(ann.page, w);
  for (const w of [annWords[0]!, solution[0]!.word]) await enter(ben.page, w);
  for (const p of [ann.page, ben.page]) await p.getByRole("button", { name: "I'm done" }).click();
  for (const p of [ann.page, ben.page]) await p.getByRole("button", { name: "Ready", exact: true }).waitFor();
  await ben.page.locator(".list li.shared").first().waitFor();

  for (const [page, width] of [[ann.page, 1280], [ben.page, 360]] as const) {
    const lines = await wordLines(page);
    expect(lines.length, `${width}`).toBeGreaterThanOrEqual(annWords.length + 2);
    expect(lines.filter((l) => l.wordLines !== 1 || !l.sameLine), `words not on one line at ${width} px`).toEqual([]);
    expect(await holes(page), `holes at ${width} px`).toEqual([]);
  }
  await screenshot(ben.page, "review-lines-360x740", true);
  await screenshot(ann.page, "review-lines-1280x800", true);

  // Show all: every word of the board, everyday ones before rare ones.
  const all = ann.page.getByRole("button", { name: `Show all ${solution.length} words` });
  await all.click();
  const shown = await ann.page.locator(".list.solution li .w").allTextContents();
  expect([...shown].sort()).toEqual(solution.map((w) => w.word).sort());
  const rare = shown.map((w) => levelOf(w) > 50);
  expect(rare.indexOf(true) === -1 || rare.slice(rare.indexOf(true)).every(Boolean)).toBe(true);
  expect(await holes(ann.page)).toEqual([]);

  // On the phone, a tapped word's meaning is shown whole: nothing hidden in a scrolling box, all of it on screen.
  const word = [...annWords].sort((a, b) => JSON.stringify(definitionsOf(b)).length - JSON.stringify(definitionsOf(a)).length)[0]!;
  await ben.page.locator(".round-review .word-btn", { hasText: new RegExp(`^${word}`) }).first().tap();
  const meanings = ben.page.locator(".word-meaning .meanings");
  await meanings.waitFor();
  const box = await meanings.evaluate((dl) => {
    // No box between the text and the meaning's place clips or scrolls it.
    let clipped = 0;
    for (let e: Element | null = dl; e && !e.classList.contains("round-review"); e = e.parentElement) {
      const style = getComputedStyle(e);
      if (style.overflowY !== "visible" || style.overflowX !== "visible") clipped = Math.max(clipped, e.scrollHeight - e.clientHeight);
      if (e.classList.contains("word-meaning")) break;
    }
    const r = dl.getBoundingClientRect();
    // And nothing covers its last line.
    const last = document.elementFromPoint(r.left + 4, r.bottom - 4);
    return { clipped, top: r.top, bottom: r.bottom, height: innerHeight, covered: !last || !dl.contains(last) && last !== dl };
  });
  expect(box.clipped, `${word}: part of the meaning is cut off or scrolled out of view`).toBeLessThanOrEqual(1);
  expect(box.top).toBeGreaterThanOrEqual(0);
  expect(box.bottom).toBeLessThanOrEqual(box.height);
  expect(box.covered, `${word}: the meaning's last line is covered`).toBe(false);
  await screenshot(ben.page, "review-meaning-360x740");
  await ann.context.close();
  await ben.context.close();
});
