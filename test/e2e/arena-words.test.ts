/**
 * Issue 33, items 1 and 2 (flagged): the arena's "Best words of the board" after a round,
 * live and on the round's page, on a phone and a laptop: each word stands clear of its
 * detail line ("2 pts · found by 1 player…"), nothing runs out of its card, and the list
 * is the board's best words (the longest found first, as the arena scores them), not the
 * finders' short ones. A player the solver flag catches (entries faster than anyone
 * types) is told so, and their words carry no "found by" share that would contradict
 * it, nor a "Words only you found" list. Expected words are counted here from what each
 * player entered.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { scoreWord } from "../../src/game/scoring.ts";
import { playing, roundSince, useArenaServer } from "./arena-rounds.ts";
import { DESKTOP, newPlayer, PHONE, screenshot, seriousA11yViolations, useBrowser } from "./browser.ts";
import { acceptedText } from "./text.ts";
import { wordsOn } from "./words.ts";

const browser = useBrowser();
// A long break after each round: every check below reads the results of the round they
// played, and under a loaded CI they took longer than a 10-s break (the page moves on).
const arena = useArenaServer({ ARENA_BREAK_MS: "40000" });

async function arrive(page: Page, name: string): Promise<void> {
  await page.goto("/arena");
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Play", exact: true }).click();
}

async function enter(page: Page, word: string): Promise<void> {
  await page.getByLabel("Word", { exact: true }).fill(word);
  await page.keyboard.press("Enter");
  await page.locator(".feedback", { hasText: acceptedText(word) }).waitFor();
}

/** Where each best word's text and detail line sit, and the card's and the window's right edges. */
async function bestGeometry(page: Page) {
  return page.locator(".list.arena-best").evaluate((list) => {
    const card = list.getBoundingClientRect();
    return {
      cardRight: card.right,
      columnRight: list.closest(".lists")!.getBoundingClientRect().right,
      windowRight: document.documentElement.clientWidth,
      words: [...list.querySelectorAll(".word-btn")].map((b) => {
        const w = b.querySelector(".w")!.getBoundingClientRect();
        const n = b.querySelector(".arena-finders")!.getBoundingClientRect();
        const overlap = Math.max(0, Math.min(w.right, n.right) - Math.max(w.left, n.left)) * Math.max(0, Math.min(w.bottom, n.bottom) - Math.max(w.top, n.top));
        return { word: b.getAttribute("data-word"), overlap, right: Math.max(w.right, n.right, b.getBoundingClientRect().right) };
      }),
    };
  });
}

async function expectReadable(page: Page, expected: readonly string[]): Promise<void> {
  const g = await bestGeometry(page);
  expect(g.words.map((w) => w.word)).toEqual(expected);
  expect(g.cardRight, "the card runs out of its column").toBeLessThanOrEqual(g.columnRight + 0.5);
  for (const w of g.words) {
    expect(w.overlap, `${w.word} drawn over its detail line`).toBe(0);
    expect(w.right, `${w.word} runs out of its card`).toBeLessThanOrEqual(g.cardRight + 0.5);
    expect(w.right).toBeLessThanOrEqual(g.windowRight + 0.5);
  }
}

test("the arena's best words are the longest found and readable on a phone and a laptop; a flagged player's words carry no shares", async () => {
  const ann = await newPlayer(browser(), { baseURL: arena(), viewport: PHONE, touch: true });
  const bob = await newPlayer(browser(), { baseURL: arena(), viewport: DESKTOP });
  const fay = await newPlayer(browser(), { baseURL: arena(), viewport: PHONE, touch: true });
  const since = Date.now();
  await Promise.all([arrive(ann.page, "Ann"), arrive(bob.page, "Bob"), arrive(fay.page, "Fay")]);
  // A round all three have from near its start, with enough words for everyone's part.
  const secondsLeft = async (page: Page) => Number(/(\d+)/.exec((await page.locator(".timer-text").getAttribute("aria-label")) ?? "")?.[1]);
  let first = await roundSince(ann.page, since);
  for (;;) {
    const seen = await Promise.all([bob.page, fay.page].map((p) => playing(p, first.round - 1)));
    const words = wordsOn(first.cells, 3);
    const fresh = (await secondsLeft(ann.page)) >= 20;
    if (fresh && seen.every((s) => s.round === first.round) && words.length >= 24 && words.some((w) => w.word.length >= 6)) break;
    first = await playing(ann.page, first.round);
  }
  const words = wordsOn(first.cells, 3).map((w) => w.word);
  const short = words.filter((w) => w.length <= 4);
  const long = words.filter((w) => w.length >= 6).sort((a, b) => b.length - a.length);
  // Ann and Bob share two short words; Ann finds the board's longest word, Bob the next; each a few short ones.
  const annWords = [short[0]!, short[1]!, long[0]!, short[2]!, short[3]!, short[4]!];
  const bobWords = [short[0]!, short[1]!, ...(long[1] ? [long[1]] : []), short[5]!, short[6]!];
  // Fay enters a dozen words as fast as the page takes them: faster than anyone types.
  const fayWords = words.filter((w) => !annWords.includes(w) && !bobWords.includes(w)).slice(0, 12);
  const fayBurst = async () => {
    // Typed and sent from inside the page, 30 ms apart: no round trip to the test between entries.
    await fay.page.evaluate(async (list) => {
      const input = document.querySelector<HTMLInputElement>("input#word")!;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
      for (const w of list) {
        setValue.call(input, w);
        input.dispatchEvent(new Event("input", { bubbles: true }));
        input.form!.requestSubmit();
        await new Promise((r) => setTimeout(r, 30));
      }
    }, fayWords);
    // Any the server turned away (a burst past a budget) entered again at a person's pace.
    await fay.page.waitForTimeout(1_000);
    const taken = await fay.page.locator(".wordlist .words .w").allTextContents();
    for (const w of fayWords) if (!taken.includes(w)) await enter(fay.page, w);
  };
  // Fay's burst first (alone, so it stays faster than anyone types), then Ann and Bob at once: the round is short.
  await fayBurst();
  await Promise.all([
    (async () => { for (const w of annWords) await enter(ann.page, w); })(),
    (async () => { for (const w of bobWords) await enter(bob.page, w); })(),
  ]);

  // The board's best words as the arena scores them: most points first, then the longer, then the rarer, then A–Z.
  const found = new Map<string, number>();
  for (const w of [...annWords, ...bobWords]) found.set(w, (found.get(w) ?? 0) + 1);
  const best = [...found].sort(([a, x], [b, y]) => scoreWord(b, "classic") - scoreWord(a, "classic") || b.length - a.length || x - y || (a < b ? -1 : 1)).slice(0, 5).map(([w]) => w);
  expect(best[0]).toBe(long[0]);

  // Live results: Ann on a phone, Bob on a laptop.
  await ann.page.locator(".arena-standing").waitFor({ timeout: 60_000 });
  await bob.page.locator(".arena-standing").waitFor({ timeout: 30_000 });
  const roundPage = (await bob.page.getByRole("link", { name: "Results page" }).getAttribute("href"))!;
  // Fay is told her entries were kept off the lists, and nothing beside her words says
  // otherwise (checked first, while every page still shows this round's results).
  await fay.page.locator(".arena-results .problem").waitFor({ timeout: 30_000 });
  const fayResults = fay.page.locator(".arena-results");
  // The results of the round she played (the page shows the last round's until the next starts).
  expect(await fay.page.locator("#arena-results-title").textContent()).toContain(String(first.round));
  expect(await fay.page.locator(".arena-yours .word-btn").count()).toBe(fayWords.length);
  expect(await fayResults.locator(".arena-yours .share").count()).toBe(0);
  expect(await fay.page.locator(".arena-yours").textContent()).not.toMatch(/found by|only you/);
  expect(await fay.page.locator(".list.arena-unique").count()).toBe(0);
  expect(await fay.page.locator(".arena-standing").count()).toBe(0);
  // Her words are on no public list either.
  const fayBest = await fay.page.locator(".list.arena-best .word-btn").evaluateAll((els) => els.map((e) => e.getAttribute("data-word")));
  expect(fayBest).toEqual(best);
  await screenshot(fay.page, "arena-flagged-360x740", true);
  expect(await seriousA11yViolations(fay.page)).toEqual([]);

  await ann.page.locator(".list.arena-best .word-btn").first().waitFor();
  await bob.page.locator(".list.arena-best .word-btn").first().waitFor();
  await ann.page.locator(".list.arena-best").scrollIntoViewIfNeeded();
  await screenshot(ann.page, "arena-best-360x740");
  await bob.page.locator(".list.arena-best").scrollIntoViewIfNeeded();
  await screenshot(bob.page, "arena-best-1280x800");
  await expectReadable(ann.page, best);
  await expectReadable(bob.page, best);
  expect(await seriousA11yViolations(ann.page)).toEqual([]);

  // The round's own page, on a phone and on a laptop.
  await bob.page.goto(roundPage);
  await bob.page.getByRole("heading", { name: `Arena round ${first.round}` }).waitFor();
  await bob.page.locator(".list.arena-best .word-btn").first().waitFor();
  await expectReadable(bob.page, best);
  await bob.page.setViewportSize(PHONE);
  await expectReadable(bob.page, best);
  expect(await seriousA11yViolations(bob.page)).toEqual([]);
  for (const p of [ann, bob, fay]) await p.context.close();
}, 240_000);
