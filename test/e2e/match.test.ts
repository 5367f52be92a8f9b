/**
 * The whole path two friends take: one creates a table, the other joins by its link,
 * they play a one-round match — Ann drags words with the mouse, Bob types them — and
 * both see the review with their shared word struck out, then the match end. Bob reloads
 * mid-round and keeps his words. Screenshots of the round and the match end are written
 * at 1280×800 (Ann) and 360×740 (Bob).
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { DESKTOP, mouseDrag, newPlayer, PHONE, readBoard, screenshot, seriousA11yViolations, waitForLit, useBrowser } from "./browser.ts";
import { neighbours } from "../../src/game/board.ts";
import { longestUnfound } from "../../src/game/unfound.ts";
import { acceptedText, exactly } from "./text.ts";
import { levelOf, wordsOn } from "./words.ts";

const browser = useBrowser();

/** Wait until the verdict line says `word` was accepted. */
const accepted = (page: Page, word: string) =>
  page.locator(".feedback", { hasText: acceptedText(word) }).waitFor();

const ownWords = (page: Page) => page.locator(".words .w").allTextContents();

test("two players join by link and play a one-round match, dragging and typing", async () => {
  const ann = await newPlayer(browser(), { viewport: DESKTOP });
  const bob = await newPlayer(browser(), { viewport: PHONE });

  // Ann creates a one-round table; her name is remembered on her device.
  await ann.page.goto("/");
  // How to play says what the computer players do.
  await ann.page.locator(".howto li", { hasText: "Hard finds about thirty-five" }).waitFor();
  await ann.page.getByLabel("Name", { exact: true }).fill("Ann");
  await ann.page.getByText("Table settings").click();
  await ann.page.getByLabel("Rounds", { exact: true }).selectOption("1");
  await ann.page.getByRole("button", { name: "Create table" }).click();
  await ann.page.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
  await ann.page.getByRole("button", { name: "Copy link" }).waitFor();
  expect(await ann.page.evaluate(() => localStorage.getItem("baffle.name"))).toBe("Ann");

  // Bob opens the link, gives his name and joins; Ann sees his seat appear.
  await bob.page.goto(ann.page.url());
  await bob.page.getByLabel("Name", { exact: true }).fill("Bob");
  await bob.page.getByRole("button", { name: "Join", exact: true }).click();
  await bob.page.getByText("Waiting for the host to start").waitFor();
  await ann.page.locator(".seat", { hasText: "Bob" }).waitFor();
  expect(await bob.page.getByRole("button", { name: "Start", exact: true }).count()).toBe(0);
  await ann.page.getByRole("button", { name: "Start", exact: true }).click();
  // A 3-2-1 comes first, where the board will be; the board is not on the page yet.
  const count = bob.page.getByRole("timer").locator(".countdown-number");
  await count.waitFor();
  expect(await count.textContent()).toMatch(/^[123]$/);
  expect(await bob.page.getByRole("grid", { name: "Board" }).count()).toBe(0);

  // A friend arriving after the start watches: the board once the 3-2-1 is over, a
  // "watching" banner, and a seat promised at Play again.
  const late = await newPlayer(browser(), { viewport: PHONE });
  await late.page.goto(ann.page.url());
  await late.page.getByLabel("Name", { exact: true }).fill("Cy");
  // The join page reads the table's preview: a match under way offers to watch.
  await late.page.getByRole("button", { name: "Watch", exact: true }).click();
  await late.page.getByText("You're watching: you get a seat when the host presses Play again.").waitFor();
  await late.page.getByRole("grid", { name: "Board" }).waitFor();
  await ann.page.getByText("1 watching").waitFor();
  await late.context.close();

  // Both see the same board; pick words the server will accept.
  await ann.page.getByRole("grid", { name: "Board" }).waitFor();
  await bob.page.getByRole("grid", { name: "Board" }).waitFor();
  const cells = await readBoard(ann.page);
  expect(await readBoard(bob.page)).toEqual(cells);
  const found = wordsOn(cells, 3).filter((w) => w.word.length <= 6);
  expect(found.length).toBeGreaterThanOrEqual(3);
  const [shared, annOnly, bobOnly] = found as [(typeof found)[0], (typeof found)[0], (typeof found)[0]];

  // Ann drags two words across the dice.
  // While she drags, the letters so far show with what they would score as a word.
  const worth = (w: string) => (w.length <= 4 ? 1 : w.length === 5 ? 2 : 3);
  await mouseDrag(ann.page, shared.path, async () => {
    await waitForLit(ann.page, shared.path.length);
    expect(await ann.page.locator(".current").textContent()).toBe(`${shared.word.toUpperCase()}+${worth(shared.word)}`);
    await screenshot(ann.page, "round-dragging-1280x800");
  });
  await accepted(ann.page, shared.word);
  // Tracing it again says she has it already.
  await mouseDrag(ann.page, shared.path, async () => {
    await waitForLit(ann.page, shared.path.length);
    expect(await ann.page.locator(".current").textContent()).toBe(`${shared.word.toUpperCase()}already found`);
  });
  await ann.page.locator(".feedback", { hasText: "already have" }).waitFor();
  // The second time she overshoots onto one more die and slides back: that die is dropped.
  const end = annOnly.path[annOnly.path.length - 1]!;
  const extra = neighbours(4).at(end)!.find((c) => !annOnly.path.includes(c))!;
  await mouseDrag(ann.page, [...annOnly.path, extra, end]);
  await accepted(ann.page, annOnly.word);
  expect(await ownWords(ann.page)).toEqual([annOnly.word, shared.word]);

  // Bob types: the dice light up as he types, Escape clears, Enter enters.
  const word = bob.page.getByLabel("Word", { exact: true });
  await word.pressSequentially(shared.word.slice(0, 2));
  expect(await bob.page.locator(".die.lit").count()).toBeGreaterThan(0);
  await word.press("Escape");
  expect(await word.inputValue()).toBe("");
  await bob.page.locator(".die.lit").first().waitFor({ state: "detached" });
  await word.pressSequentially(shared.word);
  await waitForLit(bob.page, shared.path.length);
  await screenshot(bob.page, "round-typing-360x740");
  await word.press("Enter");
  await accepted(bob.page, shared.word);
  await word.pressSequentially(bobOnly.word + "x");
  await word.press("Backspace");
  await word.press("Enter");
  await accepted(bob.page, bobOnly.word);
  // A word that is not on the board is refused with a reason a player understands.
  await word.pressSequentially("qqqq");
  await word.press("Enter");
  await bob.page.locator(".feedback", { hasText: "Not on the board" }).waitFor();
  // Ann's count of Bob's words updates live.
  await ann.page.locator(".chip", { hasText: "Bob" }).locator(".chip-count", { hasText: exactly("2") }).waitFor();

  await screenshot(ann.page, "round-1280x800");
  await screenshot(bob.page, "round-360x740");

  // Bob reloads mid-round: same seat, same words.
  await bob.page.reload();
  await bob.page.getByRole("grid", { name: "Board" }).waitFor();
  await bob.page.locator(".words .w", { hasText: exactly(bobOnly.word) }).waitFor();
  expect((await ownWords(bob.page)).sort()).toEqual([bobOnly.word, shared.word].sort());

  // Both are done: the round ends, and being the only round, the match too.
  await ann.page.getByRole("button", { name: "I'm done" }).click();
  await bob.page.getByRole("button", { name: "I'm done" }).click();
  await ann.page.getByRole("button", { name: "Play again" }).waitFor();
  await bob.page.getByText("Ann can start another match").waitFor();
  for (const { page } of [ann, bob]) {
    // The shared word is struck out in both players' lists, on both screens; Ann's own is not.
    expect(await page.locator("s.w", { hasText: exactly(shared.word) }).count()).toBe(2);
    const annOwn = page.locator(".list li").filter({ has: page.locator(".w", { hasText: exactly(annOnly.word) }) });
    expect(await annOwn.count()).toBe(1);
    expect(await annOwn.locator("s").count()).toBe(0);
  }
  // "Nobody found": common words longest first, rare ones after and marked, as the rule says.
  const solution = wordsOn(cells, 3).map((w) => ({ ...w, level: levelOf(w.word) }));
  const expected = longestUnfound(solution, new Set([shared.word, annOnly.word, bobOnly.word]));
  const shown = ann.page.locator(".list.unfound li");
  expect(await shown.locator(".w").allTextContents()).toEqual(expected.map((u) => u.word));
  expect(await ann.page.locator(".list.unfound li.rare .w").allTextContents()).toEqual(expected.filter((u) => u.rare).map((u) => u.word));
  // Each scored for their own word only (3–4 letters 1, 5 → 2, 6 → 3), and the headline says who won.
  const points = (w: string) => (w.length <= 4 ? 1 : w.length === 5 ? 2 : 3);
  const [annPts, bobPts] = [points(annOnly.word), points(bobOnly.word)];
  const pts = (n: number) => exactly(`${n} ${n === 1 ? "pt" : "pts"}`);
  await ann.page.locator(".list.you .score", { hasText: pts(annPts) }).first().waitFor();
  await bob.page.locator(".list.you .score", { hasText: pts(bobPts) }).first().waitFor();
  const headline = annPts > bobPts ? "You win!" : annPts < bobPts ? "Bob wins!" : "You and Bob share first place";
  await ann.page.locator(".finale h2", { hasText: exactly(headline) }).waitFor();
  // Pointing at a word lights its path on the review board.
  await ann.page
    .locator(".list.you .word-btn")
    .filter({ has: ann.page.locator(".w", { hasText: exactly(annOnly.word) }) })
    .hover();
  await waitForLit(ann.page, annOnly.path.length, ".round-review");

  expect(await seriousA11yViolations(bob.page)).toEqual([]);
  await screenshot(ann.page, "match-end-1280x800");
  await screenshot(bob.page, "match-end-360x740");

  // Play again takes the same group back to the table.
  await ann.page.getByRole("button", { name: "Play again" }).click();
  await ann.page.getByRole("button", { name: "Start", exact: true }).waitFor();
  await bob.page.getByText("Waiting for the host to start").waitFor();
  await ann.page.locator(".seat", { hasText: "Bob" }).waitFor();
  await ann.context.close();
  await bob.context.close();
});
