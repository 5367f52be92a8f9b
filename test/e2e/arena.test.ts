/**
 * The arena in real browsers (issue 25), on this file's own server's short rounds (30 s
 * of play, 20 s of results ending in a 3 s countdown, two shards: test/e2e/arena-rounds.ts).
 * Three players, one on a 360×740 phone, come from the home page's "Join the arena" with
 * nothing but a name; they see the same board, enter words, see their live place and the
 * number playing, and after the round their place, percentile and each word's share. A
 * fourth arrives in the middle of the next round, which starts by itself, and plays the
 * same board with the time that is left. Expected figures are counted here from the
 * words each player entered. The round's own page and a player's arena history on their
 * profile are checked on the way.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { playing, roundSince, useArenaServer } from "./arena-rounds.ts";
import { newPlayer, PHONE, screenshot, seriousA11yViolations, useBrowser } from "./browser.ts";
import { acceptedText } from "./text.ts";
import { wordsOn } from "./words.ts";

const browser = useBrowser();
// Results shown for 20 s (10 s elsewhere): the round's page link is read after axe runs on two pages.
const arena = useArenaServer({ ARENA_BREAK_MS: "20000" });

/** Open the arena from the home page and play under `name`; resolves once the arena shows something. */
async function arrive(page: Page, name: string): Promise<void> {
  await page.goto("/");
  await page.getByRole("link", { name: "Join the arena" }).click();
  await page.waitForURL(/\/arena$/);
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Play", exact: true }).click();
}

async function enter(page: Page, word: string): Promise<void> {
  await page.getByLabel("Word", { exact: true }).fill(word);
  await page.keyboard.press("Enter");
  await page.locator(".feedback", { hasText: acceptedText(word) }).waitFor();
}

test("three players share the arena's board, see their live place and, after the round, their place, percentile and each word's share; a late arrival plays the next round, which starts by itself, with the time left", async () => {
  const ann = await newPlayer(browser(), { baseURL: arena() });
  const bob = await newPlayer(browser(), { baseURL: arena() });
  const cy = await newPlayer(browser(), { baseURL: arena(), viewport: PHONE, touch: true });
  const since = Date.now();
  await Promise.all([arrive(ann.page, "Ann"), arrive(bob.page, "Bob"), arrive(cy.page, "Cy")]);
  // A round all three have from its start.
  let first = await roundSince(ann.page, since);
  const seen = await Promise.all([bob.page, cy.page].map((p) => playing(p)));
  if (seen.some((s) => s.round !== first.round)) first = await playing(ann.page, first.round);
  const [b, c] = await Promise.all([bob.page, cy.page].map((p) => playing(p, first.round - 1)));
  expect(b).toEqual(first);
  expect(c).toEqual(first);

  // Ann finds two words, Bob one of hers, Cy another: Ann is first, Bob and Cy share second.
  const words = wordsOn(first.cells, 3).map((w) => w.word).filter((w) => w.length <= 4); // a point each
  const [shared, annOnly, cyOnly] = [words[0]!, words[1]!, words[2]!];
  await enter(ann.page, shared);
  await enter(ann.page, annOnly);
  await enter(bob.page, shared);
  await enter(cy.page, cyOnly);
  // The live place, and how many play, counted over both shards.
  await cy.page.locator(".arena-live", { hasText: "3 playing" }).waitFor({ timeout: 15_000 });
  await expect.poll(() => ann.page.locator(".arena-place").textContent(), { timeout: 15_000 }).toBe("#1 of 3");
  await screenshot(cy.page, "arena-round-360x740");
  expect(await seriousA11yViolations(cy.page)).toEqual([]);

  // After the round: place, percentile and shares ("found by 67%": two of three found it).
  await ann.page.locator(".arena-standing", { hasText: "You came 1st of 3, ahead of 100% of the other players" }).waitFor({ timeout: 60_000 });
  await bob.page.locator(".arena-standing", { hasText: "You came 2nd of 3, ahead of 0% of the other players" }).waitFor({ timeout: 30_000 });
  const annShared = ann.page.locator(".arena-yours .word-btn", { has: ann.page.locator(".w", { hasText: new RegExp(`^${shared}$`) }) });
  await expect.poll(() => annShared.textContent()).toContain("found by 67%");
  const annUnique = ann.page.locator(".arena-unique .word-btn .w");
  expect(await annUnique.allTextContents()).toEqual([annOnly]);
  await cy.page.locator(".arena-results .ranked-table").waitFor();
  await screenshot(cy.page, "arena-results-360x740", true);
  expect(await seriousA11yViolations(cy.page)).toEqual([]);
  expect(await seriousA11yViolations(ann.page)).toEqual([]);

  // The round's page, and Ann's arena history on her profile.
  await ann.page.getByRole("link", { name: "Results page" }).click();
  await ann.page.getByRole("heading", { name: `Arena round ${first.round}` }).waitFor();
  await ann.page.locator(".arena-table tr.you", { hasText: "Ann" }).waitFor();
  expect(await seriousA11yViolations(ann.page)).toEqual([]);
  await ann.page.getByRole("link", { name: "Profile" }).click();
  const history = ann.page.locator(".arena-history");
  await expect.poll(async () => {
    if (!(await history.isVisible())) await ann.page.reload();
    return history.textContent();
  }, { timeout: 20_000 }).toContain("Rounds played1");
  expect(await history.textContent()).toContain("Best place1st");

  // The next round starts by itself; a fourth player arrives in its middle and plays its board.
  const next = await playing(bob.page, first.round);
  expect(next.round).toBe(first.round + 1);
  expect(next.cells).not.toEqual(first.cells);
  const secondsLeft = async (page: Page) => Number(/(\d+)/.exec((await page.locator(".timer-text").getAttribute("aria-label")) ?? "")?.[1]);
  await expect.poll(() => secondsLeft(bob.page), { timeout: 20_000 }).toBeLessThanOrEqual(24);
  const dee = await newPlayer(browser(), { baseURL: arena(), viewport: PHONE, touch: true });
  await arrive(dee.page, "Dee");
  const late = await playing(dee.page);
  expect(late).toEqual(next);
  const seconds = await secondsLeft(dee.page);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(25);
  await enter(dee.page, wordsOn(late.cells, 3)[0]!.word);
  await screenshot(dee.page, "arena-late-360x740");
  for (const p of [ann, bob, cy, dee]) await p.context.close();
}, 240_000);
