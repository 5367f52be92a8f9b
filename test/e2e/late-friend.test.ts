/**
 * Issue 26, row 3: a friend who arrives late saw a bare "Join this table"; once watching,
 * the "You're watching" banner covered the top bar's Sound button, the watcher was shown
 * "Your words 0 of 167" and "You're done for this round", and in the review a Ready
 * button that did nothing. Now the join page says what is under way, and the watcher's
 * screen is a watcher's: no list of their own, no done, no Ready, the note in the page.
 */
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { newPlayer, PHONE, screenshot, useBrowser } from "./browser.ts";

const browser = useBrowser();

/** The element at the centre of the top bar's Sound button is the button (nothing covers it). */
async function soundUncovered(page: Page): Promise<void> {
  const sound = page.locator(".topbar .sound-switch");
  const box = (await sound.boundingBox())!;
  const hit = await page.evaluate(([x, y]) => !!document.elementFromPoint(x!, y!)?.closest(".topbar .sound-switch"), [box.x + box.width / 2, box.y + box.height / 2]);
  expect(hit, "the Sound button is covered").toBe(true);
}

test("a late friend sees the match under way before joining, then watches with a watcher's screen", async () => {
  const ann = await newPlayer(browser());
  await ann.page.goto("/");
  await ann.page.getByLabel("Name", { exact: true }).fill("Ann");
  await ann.page.getByRole("button", { name: "Play with bots" }).click();
  await ann.page.getByRole("grid", { name: "Board" }).waitFor();

  const cy = await newPlayer(browser(), { viewport: PHONE, touch: true });
  await cy.page.goto(ann.page.url());
  const join = cy.page.locator("form.join");
  await join.getByText("Round 1 of 3 under way").waitFor();
  expect(await join.textContent()).toContain("Playing: Ann and Ada");
  await join.getByText("You can watch now and take a seat at the next match.").waitFor();
  await screenshot(cy.page, "join-mid-match-360x740");
  await cy.page.getByLabel("Name", { exact: true }).fill("Cy");
  await cy.page.getByRole("button", { name: "Watch", exact: true }).click();

  // Watching the round: the board and everyone's counts, nothing of a player's own.
  await cy.page.getByRole("grid", { name: "Board" }).waitFor();
  const note = cy.page.getByText("You're watching: you get a seat when the host presses Play again.");
  await note.waitFor();
  expect(await note.evaluate((n) => !!n.closest("main"))).toBe(true);
  await soundUncovered(cy.page);
  const round = cy.page.locator("main");
  for (const text of ["Your words", "You're done", "I'm done", "Done ✓"]) expect(await round.getByText(text).count(), text).toBe(0);
  expect(await cy.page.getByLabel("Word", { exact: true }).count()).toBe(0);
  await screenshot(cy.page, "watcher-round-360x740");

  // The review: no Ready for a watcher.
  await ann.page.getByRole("button", { name: "I'm done" }).click();
  await ann.page.getByRole("button", { name: "Ready", exact: true }).waitFor();
  await cy.page.getByRole("heading", { name: "Round 1 review" }).waitFor();
  expect(await cy.page.getByRole("button", { name: "Ready", exact: true }).count()).toBe(0);
  await soundUncovered(cy.page);
  await screenshot(cy.page, "watcher-review-360x740");
  await ann.context.close();
  await cy.context.close();
});
