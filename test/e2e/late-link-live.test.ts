/**
 * Issue 33, item 5: a table link opened late follows the table until the visitor acts.
 * The join card said "Round 1 of 1 under way" long after that match had ended and a new
 * lobby had opened, when its tab had been in the background (timers asleep). The card
 * reads the table again whenever its page is shown again, and often while it is shown;
 * here the visitor's timers are frozen (Playwright's clock), so only the page being shown
 * again can bring the news.
 */
import { expect, test } from "vitest";
import { createTable, newPlayer, PHONE, screenshot, seriousA11yViolations, useBrowser } from "./browser.ts";

const browser = useBrowser();

test("a late visitor's join card follows the match's end and the new lobby", async () => {
  const tableId = await createTable({ settings: { rounds: 1 }, playWithBots: true });
  const ann = await newPlayer(browser());
  await ann.page.goto(`/t/${tableId}`);
  await ann.page.getByLabel("Name", { exact: true }).fill("Ann");
  await ann.page.getByRole("button", { name: "Join", exact: true }).click();
  await ann.page.getByRole("grid", { name: "Board" }).waitFor();

  const cy = await newPlayer(browser(), { viewport: PHONE, touch: true });
  await cy.page.clock.install();
  await cy.page.goto(`/t/${tableId}`);
  const join = cy.page.locator("form.join");
  await join.getByText("Round 1 of 1 under way").waitFor();
  expect(await seriousA11yViolations(cy.page)).toEqual([]);
  // The tab goes to sleep: its timers stop.
  await cy.page.clock.pauseAt(Date.now() + 1_000);

  // The match ends and Ann opens a new lobby while Cy's tab sleeps.
  await ann.page.getByRole("button", { name: "I'm done" }).click();
  // The last round's review is the match's end: Play again opens a new lobby.
  await ann.page.getByRole("button", { name: "Play again" }).click();
  await ann.page.getByRole("button", { name: "Start", exact: true }).waitFor();

  // Cy comes back to the tab: the card is the new lobby's, with Join.
  await cy.page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await join.getByRole("button", { name: "Join", exact: true }).waitFor();
  await join.getByText("Already here: Ann", { exact: false }).waitFor();
  await screenshot(cy.page, "join-after-new-lobby-360x740");
  // axe waits on timers: the tab wakes up for it.
  await cy.page.clock.resume();
  expect(await seriousA11yViolations(cy.page)).toEqual([]);
  await ann.context.close();
  await cy.context.close();
});
