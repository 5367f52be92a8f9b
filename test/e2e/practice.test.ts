/**
 * Solo practice offline: one online visit installs the service worker, then with the
 * network switched off the app reloads, practice loads (its chunk and the dictionary
 * from the cache), a whole round is played by typing and dragging, and the personal
 * best is recorded on the device and still there after another offline reload. The
 * board's full solution in the review is checked against the solver run here on the
 * same dictionary file. Screenshots of setup, round and results at 1280×800 and
 * 360×740; axe on each screen.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { DESKTOP, mouseDrag, newPlayer, PHONE, readBoard, screenshot, seriousA11yViolations, startPractice, useBrowser, waitForServiceWorker } from "./browser.ts";
import { wordsOn } from "./words.ts";

const browser = useBrowser();

async function play(page: Page, viewport: "desktop" | "phone"): Promise<{ words: string[]; points: number; solution: string[] }> {
  await page.getByRole("grid", { name: "Board" }).waitFor();
  const cells = await readBoard(page);
  const minLength = cells.length === 16 ? 3 : 4;
  const solution = wordsOn(cells, minLength);
  const pick = solution.filter((w) => w.word.length <= 7).slice(-4);
  expect(pick.length).toBeGreaterThan(1);
  const [dragged, ...typed] = pick;
  for (const w of typed) {
    await page.getByLabel("Word", { exact: true }).fill(w.word);
    await page.keyboard.press("Enter");
    await page.locator(".feedback", { hasText: `${w.word.toUpperCase()} accepted` }).waitFor();
  }
  await mouseDrag(page, dragged!.path);
  await page.locator(".feedback", { hasText: `${dragged!.word.toUpperCase()} accepted` }).waitFor();
  // A word the rules refuse says why, as at a table.
  await page.getByLabel("Word", { exact: true }).fill(typed[0]!.word);
  await page.keyboard.press("Enter");
  await page.locator(".feedback", { hasText: "You already have that one" }).waitFor();
  await screenshot(page, `practice-round-${viewport === "desktop" ? "1280x800" : "360x740"}`);
  expect(await seriousA11yViolations(page)).toEqual([]);
  const points = await page.locator(".wordlist h2 .muted").textContent();
  await page.getByRole("button", { name: "I'm done" }).click();
  return { words: pick.map((w) => w.word), points: Number(/(\d+) points?/.exec(points ?? "")![1]), solution: solution.map((w) => w.word) };
}

test("after one online visit, practice plays a whole round with the network off and keeps the personal best", async () => {
  const { context, page } = await newPlayer(browser(), { viewport: DESKTOP, serviceWorker: true });
  await page.goto("/");
  await page.getByRole("link", { name: "Practice alone" }).waitFor();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await page.getByRole("link", { name: "Practice alone" }).click();
  await page.waitForURL(/\/practice$/);
  await page.getByRole("heading", { name: "Practice alone" }).waitFor();
  await page.locator(".pill", { hasText: "Quick (1½ min)" }).click();
  const start = page.getByRole("button", { name: "Start practice" });
  await expect.poll(() => start.isEnabled()).toBe(true);
  expect(await page.locator(".bests tbody tr").first().textContent()).toContain("—");
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, "practice-setup-1280x800");
  await start.click();

  const round = await play(page, "desktop");
  // The first round on a board sets the bests without calling each figure a new one.
  await page.getByRole("heading", { name: "Your first round on this board" }).waitFor();
  const figures = page.locator(".figures");
  expect(await figures.locator(".figure", { hasText: "Points" }).textContent()).toBe(`Points${round.points}`);
  expect(await figures.locator(".figure", { hasText: "Words found" }).textContent()).toBe(`Words found${round.words.length}`);
  expect(await page.getByText("New best").count()).toBe(0);
  // The review lists every word on the board, the player's marked as found.
  const listed = await page.locator(".list.solution .w").allTextContents();
  expect([...listed].sort()).toEqual([...round.solution].sort());
  expect((await page.locator(".list.solution li.got .w").allTextContents()).sort()).toEqual([...round.words].sort());
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, "practice-review-1280x800");
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, "practice-review-360x740", true);

  // Still offline, a reload keeps the best on this device.
  await page.reload();
  await page.getByRole("heading", { name: "Practice alone" }).waitFor();
  const best = page.locator(".bests tbody tr", { hasText: "4 × 4" });
  expect(await best.locator("td").first().textContent()).toBe(String(round.points));
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem("baffle.best.4x4")))!)).toMatchObject({ points: round.points, words: round.words.length });
  await context.close();
});

test("practice on a phone: Super Big board, setup and round fit 360 px", async () => {
  const { context, page } = await newPlayer(browser(), { viewport: PHONE, touch: true });
  await page.goto("/practice");
  await page.locator(".pill", { hasText: "6 × 6 (super big)" }).click();
  await page.getByText("Normal (4 min)").waitFor();
  const start = page.getByRole("button", { name: "Start practice" });
  await expect.poll(() => start.isEnabled()).toBe(true);
  await screenshot(page, "practice-setup-360x740", true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await start.click();
  await page.getByRole("grid", { name: "Board" }).waitFor();
  expect((await readBoard(page)).length).toBe(36);
  await page.getByLabel("Word", { exact: true }).fill("zz");
  await page.keyboard.press("Enter");
  await page.locator(".feedback", { hasText: "Too short: 4 letters at least" }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, "practice-round-360x740");
  await page.getByRole("button", { name: "I'm done" }).click();
  await page.getByRole("heading", { name: "Your first round on this board" }).waitFor();
  await context.close();
});

test("a practice round survives a reload: same board, same words, same clock", async () => {
  const { context, page } = await newPlayer(browser(), { viewport: PHONE, touch: true });
  await startPractice(page);
  const cells = await readBoard(page);
  const picks = wordsOn(cells, 3).slice(0, 3).map((w) => w.word);
  for (const w of picks) {
    await page.getByLabel("Word", { exact: true }).fill(w);
    await page.keyboard.press("Enter");
    await page.locator(".feedback", { hasText: `${w.toUpperCase()} accepted` }).waitFor();
  }
  const clock = async () => {
    const [m, s] = (await page.locator(".timer-text").textContent())!.split(":").map(Number);
    return m! * 60 + s!;
  };
  const before = await clock();
  await page.reload();
  await page.getByRole("grid", { name: "Board" }).waitFor();
  expect(await readBoard(page)).toEqual(cells);
  expect((await page.locator(".words .w").allTextContents()).sort()).toEqual([...picks].sort());
  // The clock ran on from where it was, not from a fresh round.
  expect(await clock()).toBeLessThanOrEqual(before);
  // The round goes on: another word is accepted and a repeat is refused.
  const next = wordsOn(cells, 3)[3]!.word;
  await page.getByLabel("Word", { exact: true }).fill(next);
  await page.keyboard.press("Enter");
  await page.locator(".feedback", { hasText: `${next.toUpperCase()} accepted` }).waitFor();
  await page.getByLabel("Word", { exact: true }).fill(picks[0]!);
  await page.keyboard.press("Enter");
  await page.locator(".feedback", { hasText: "You already have that one" }).waitFor();
  await page.getByRole("button", { name: "I'm done" }).click();
  await page.getByRole("heading", { name: "Your first round on this board" }).waitFor();
  expect(await page.locator(".list.you .w").count()).toBe(4);
  // Done: a reload now opens the setup, not the finished round.
  await page.reload();
  await page.getByRole("button", { name: "Start practice" }).waitFor();
  await context.close();
});

test("I'm done can be taken back for 3 s; after that the round ends", async () => {
  const { context, page } = await newPlayer(browser(), { viewport: PHONE, touch: true });
  await page.clock.install();
  await startPractice(page);
  await page.getByRole("button", { name: "I'm done" }).click();
  await page.clock.runFor(1000);
  await page.getByRole("button", { name: "Undo" }).click();
  // Long past the 3 s: still playing, and I'm done is back.
  await page.clock.runFor(10_000);
  await page.getByRole("button", { name: "I'm done" }).waitFor();
  expect(await page.getByRole("grid", { name: "Board" }).isVisible()).toBe(true);
  await page.getByRole("button", { name: "I'm done" }).click();
  await page.clock.runFor(2000);
  expect(await page.getByRole("grid", { name: "Board" }).isVisible()).toBe(true);
  await page.clock.runFor(1500);
  await page.getByRole("heading", { name: "Your first round on this board" }).waitFor();
  await context.close();
});

test("a round's clock turns on the second, and the page wakes about once a second for it, not five times", async () => {
  const { context, page } = await newPlayer(browser(), { viewport: PHONE, touch: true });
  // Count every timer callback the page runs (the clock's and anyone else's).
  await context.addInitScript(() => {
    const seen = { wakes: 0, turns: [] as number[] };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    const counted = (fn: unknown, args: unknown[]) => () => {
      seen.wakes++;
      if (typeof fn === "function") (fn as (...a: unknown[]) => void)(...args);
    };
    const [later, every] = [window.setTimeout, window.setInterval];
    window.setTimeout = ((fn: unknown, ms?: number, ...args: unknown[]) => later(counted(fn, args), ms)) as typeof setTimeout;
    window.setInterval = ((fn: unknown, ms?: number, ...args: unknown[]) => every(counted(fn, args), ms)) as typeof setInterval;
  });
  await startPractice(page);
  await page.locator(".timer-text").waitFor();
  await page.evaluate(() => {
    const seen = (window as unknown as { __seen: { wakes: number; turns: number[] } }).__seen;
    new MutationObserver(() => seen.turns.push(performance.now())).observe(document.querySelector(".timer-text")!, { characterData: true, childList: true, subtree: true });
    seen.wakes = 0;
  });
  await page.waitForTimeout(5_000);
  const seen = await page.evaluate(() => ({ ...(window as unknown as { __seen: { wakes: number; turns: number[] } }).__seen }));
  // Five seconds: the digits turned about five times, a second apart, and the page's timers
  // ran 13 times in all (33 with a 200 ms tick, which alone ran 25 times; 2026-12-03).
  expect(seen.turns.length).toBeGreaterThanOrEqual(4);
  expect(seen.turns.length).toBeLessThanOrEqual(6);
  for (let i = 1; i < seen.turns.length; i++) expect(seen.turns[i]! - seen.turns[i - 1]!).toBeGreaterThan(800);
  expect(seen.wakes).toBeLessThanOrEqual(18);
  await context.close();
});
